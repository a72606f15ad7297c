import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, testDatabaseUrl } from './harness.ts';
import { freshDatabase, refusedServerProcess, startServerProcess, stopServerProcess } from './processes.ts';
import { serverArgs, type ServerScript } from './server-bundle.ts';

/**
 * The data folder (issue 16): one process per embedded database, with a clear refusal for a second;
 * the lock gone after a clean stop and taken over after a crash; files readable by the server's account
 * only; the operator CLIs still working beside the running server. Real processes, as an operator runs them.
 */
const run = promisify(execFile);
const mode = (path: string) => statSync(path).mode & 0o777;

/** Every file and folder under `dir`, with its permission bits. */
function modesUnder(dir: string): { path: string; mode: number; dir: boolean }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path, mode: mode(path), dir: entry.isDirectory() };
  });
}

let dataDir = '';
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'swerte-folder-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(databaseKind === 'postgres')('one process per embedded data folder', () => {
  const opsSecret = randomBytes(24).toString('hex');
  const options = () => ({ port: 0, dataDir, env: { SWERTE_OPS_SECRET: opsSecret } });

  it('refuses a second server naming the folder and the first pid; files are owner-only; the CLIs work beside it; a clean stop frees the folder', { timeout: 180_000 }, async () => {
    // A folder made before issue 16 (world-readable) is tightened.
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    const first = await startServerProcess(options());
    try {
      const second = await refusedServerProcess(options());
      expect(second.listened).toBe(false);
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${first.pid}`);
      expect(second.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace

      // Modes on disk: the folder 0700, every database folder without group/other bits, every file 0600.
      expect(mode(dataDir)).toBe(0o700);
      const entries = modesUnder(dataDir);
      expect(entries.filter((e) => e.path.includes('/pglite/')).length).toBeGreaterThan(100);
      expect(entries.filter((e) => (e.mode & 0o077) !== 0)).toEqual([]);
      for (const file of ['sandbox-payments.secret', 'pglite.lock', 'server.json']) expect(mode(join(dataDir, file))).toBe(0o600);
      // SWERTE_OPS_SECRET came from the environment: nothing generated in the folder.
      expect(existsSync(join(dataDir, 'ops.secret'))).toBe(false);

      // The operator CLIs beside the running server (ops goes through it over /ops/v1, with the same secret).
      const cli = async (script: ServerScript, args: string[]) =>
        run(process.execPath, await serverArgs(script, ...args), { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SWERTE_OPS_SECRET: opsSecret }, timeout: 120_000 });
      const audit = await cli('server/cli/ops.ts', ['audit', '--json']);
      expect(JSON.parse(audit.stdout).ok).toBe(true);
      const outbox = await cli('server/cli/outbox.ts', ['--json']);
      expect(JSON.parse(outbox.stdout)).toEqual([]);
    } finally {
      await stopServerProcess(first);
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    const again = await startServerProcess(options());
    await stopServerProcess(again);
  });

  it('takes over the lock of a server killed with kill -9', { timeout: 120_000 }, async () => {
    const killed = await startServerProcess(options());
    await stopServerProcess(killed, 'SIGKILL');
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
    const next = await startServerProcess(options());
    await stopServerProcess(next);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });
});

describe.skipIf(databaseKind !== 'postgres')('PostgreSQL: no lock, several processes are the point', () => {
  it('two servers with one DATA_DIR on one database both start', { timeout: 120_000 }, async () => {
    const fresh = await freshDatabase(testDatabaseUrl!, 'swerte_folder');
    try {
      const first = await startServerProcess({ port: 0, dataDir, databaseUrl: fresh.url });
      const second = await startServerProcess({ port: 0, dataDir, databaseUrl: fresh.url });
      await stopServerProcess(second);
      await stopServerProcess(first);
    } finally {
      await fresh.drop();
    }
  });
});
