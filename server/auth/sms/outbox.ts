import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SmsSender } from './sender.ts';

export interface OutboxMessage {
  mobile: string;
  text: string;
  code: string;
  purpose: number;
  at: string;
}

/**
 * Development SMS: messages go to a JSON-lines file (read by `npm run outbox`) and the server log,
 * never to a phone. A file rather than a table, because the embedded database allows one process.
 */
export function fileOutbox(file: string, log: (line: string) => void): SmsSender {
  return {
    async send(message) {
      const entry: OutboxMessage = { ...message, at: new Date().toISOString() };
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`);
      log(`SMS to ${message.mobile}: ${message.text}`);
    },
  };
}

export async function readOutbox(file: string): Promise<OutboxMessage[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** In-memory outbox for tests. */
export function memoryOutbox(): SmsSender & { messages: OutboxMessage[]; lastCode(mobile: string): string | undefined } {
  const messages: OutboxMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push({ ...message, at: new Date().toISOString() });
    },
    lastCode(mobile) {
      return messages.filter((m) => m.mobile === mobile).at(-1)?.code;
    },
  };
}
