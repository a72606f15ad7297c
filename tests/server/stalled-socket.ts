import { connect } from 'node:net';

/**
 * A raw client that writes `chunk` and then nothing (a half-sent body, headers that never end): what the
 * server sent back, and whether and when it closed the socket, giving up after `giveUpMs`.
 */
export const stalledSocket = (port: number, chunk: string, giveUpMs: number) =>
  new Promise<{ closed: boolean; reply: string; afterMs: number }>((resolve) => {
    const started = Date.now();
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(chunk));
    socket.on('data', (data) => (reply += data.toString()));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, reply, afterMs: Date.now() - started });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closed: true, reply, afterMs: Date.now() - started });
    });
  });
