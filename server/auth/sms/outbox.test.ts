import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOutbox, readOutbox } from './outbox.ts';

describe('the development SMS outbox', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each message (code included) in an owner-only file and logs only that one was written, never the code', async () => {
    dir = mkdtempSync(join(tmpdir(), 'swerte-outbox-'));
    const file = join(dir, 'nested', 'sms-outbox.jsonl');
    const lines: string[] = [];
    const outbox = fileOutbox(file, (line) => lines.push(line));
    await outbox.send({ mobile: '639170000001', text: 'Your Swerte code is 482913', code: '482913', purpose: 1 });
    await outbox.send({ mobile: '639170000001', text: 'Your Swerte code is 120044', code: '120044', purpose: 3 });
    expect((await readOutbox(file)).map((m) => m.code)).toEqual(['482913', '120044']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toMatch(/482913|120044|63917000/);
      expect(line).toContain('0001');
    }
  });
});
