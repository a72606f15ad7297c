import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUse, lockDataFolder, lockFileOf } from './data-lock.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function pgliteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'swerte-lock-'));
  folders.push(dir);
  return join(dir, 'pglite');
}
const lockOf = (pid: number) => `${JSON.stringify({ pid, since: '2026-01-01T00:00:00.000Z', command: 'server/main.ts' })}\n`;
/** A pid that was running a moment ago and is no more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('the embedded data folder lock', () => {
  it('is one holder at a time: a second taker is refused naming the folder and the pid, until the first releases', () => {
    const dir = pgliteDir();
    const release = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    expect(statSync(lockFileOf(dir)).mode & 0o777).toBe(0o600);
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUse);
    expect(() => lockDataFolder(dir)).toThrow(`The embedded database in ${join(dir, '..')} is in use by process ${process.pid}`);
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    release(); // twice is harmless
    lockDataFolder(dir)();
  });

  it('refuses while another live process holds it', () => {
    const dir = pgliteDir();
    writeFileSync(lockFileOf(dir), lockOf(process.ppid));
    expect(() => lockDataFolder(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over a stale lock: a dead pid, this pid from a previous run (a container restart), an unreadable file', () => {
    for (const content of [lockOf(deadPid()), lockOf(process.pid), 'garbage']) {
      const dir = pgliteDir();
      writeFileSync(lockFileOf(dir), content);
      const release = lockDataFolder(dir);
      expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
      release();
    }
  });
});
