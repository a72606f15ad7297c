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
 * Development SMS: messages go to a JSON-lines file (read by `npm run outbox`), owner-only (0600),
 * never to a phone. A file rather than a table, because the embedded database allows one process.
 * The log says a message was written, never its text: the text carries the code (issue 16).
 */
export function fileOutbox(file: string, log: (line: string) => void): SmsSender {
  return {
    async send(message) {
      const entry: OutboxMessage = { ...message, at: new Date().toISOString() };
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      log(`SMS to ${message.mobile.slice(0, -4).replace(/\d/g, '•')}${message.mobile.slice(-4)} written to the outbox (npm run outbox)`);
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
