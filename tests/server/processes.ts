import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { common } from './harness.ts';
import { serverArgs } from './server-bundle.ts';

export interface ServerProcessOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More environment (SWERTE_MODE, secrets). */
  env?: Record<string, string>;
}

/**
 * Calls `onLine` with each whole line a child prints. A pipe hands over chunks, and under load a chunk
 * may end in the middle of a line ("worker 4711 listen" | "ing"): matching chunks would miss that line
 * and a test waiting for it would wait until its timeout.
 */
export function onLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
    rest = '';
  });
}

/** `server/main.ts` from the prebuilt bundle (server-bundle.ts: tsx would compile the server in every process). */
async function spawnServer(opts: ServerProcessOptions, stderr: 'inherit' | 'pipe'): Promise<ChildProcess> {
  return spawn(process.execPath, await serverArgs('server/main.ts'), {
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, DATABASE_URL: opts.databaseUrl ?? '', LOG_LEVEL: 'error', DIST_DIR: join(opts.dataDir, 'no-client'), ...opts.env },
    stdio: ['ignore', 'pipe', stderr],
  });
}

/** The real server as a child process (for crash and multi-process tests), resolved once it listens. */
export async function startServerProcess(opts: ServerProcessOptions): Promise<ChildProcess> {
  const child = await spawnServer(opts, 'inherit');
  return new Promise((resolve, reject) => {
    onLines(child.stdout!, (line) => {
      if (line.includes('Swerte is running')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A server process expected to refuse to start: its exit code and what it printed on stderr. */
export async function refusedServerProcess(opts: ServerProcessOptions, timeoutMs = 60_000): Promise<{ code: number | null; stderr: string; listened: boolean }> {
  const child = await spawnServer(opts, 'pipe');
  let stderr = '';
  let listened = false;
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  onLines(child.stdout!, (line) => {
    if (!line.includes('Swerte is running')) return;
    listened = true; // it should not have: stop it, the test reports it
    child.kill('SIGTERM');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, listened });
    }),
  );
}

export async function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

/** Longer than any answer the server gives, even loaded; shorter than a test's timeout. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** POSTs /app/v1/<path> to a running server with the common fields. */
export async function callServer(port: number, path: string, body: Record<string, unknown>, token?: string): Promise<Record<string, any>> {
  const res = await fetch(`http://127.0.0.1:${port}/app/v1/${path}`, {
    // A request the server never answers (a connection handed to a worker as it was killed) fails the
    // call instead of holding the test until its timeout; crash tests count it as not acknowledged.
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...common, ...body }),
  });
  return (await res.json()) as Record<string, any>;
}

/** A fresh database on the test PostgreSQL server, and a function that drops it. */
export async function freshDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface ClusterProcess {
  child: ChildProcess;
  /** The workers listening now (pids), as the primary reports them. */
  workers: Set<number>;
  /**
   * Resolves once the workers reported so far satisfy `ready` (e.g. one gone and its replacement
   * listening); rejects after `timeoutMs`, with what the cluster printed, rather than hang the test.
   */
  waitForWorkers(ready: (workers: Set<number>) => boolean, timeoutMs?: number): Promise<void>;
  /** The cluster's last lines of output (stdout and stderr), for a failure's message. */
  output: string[];
}

/** `npm run start:cluster` as a child process (PostgreSQL only), resolved once every worker listens. */
export async function startClusterProcess(opts: { port: number; dataDir: string; databaseUrl: string; workers: number }): Promise<ClusterProcess> {
  // Its workers run the same bundle (the cluster forks its own script).
  const child = spawn(process.execPath, await serverArgs('server/cluster.ts'), {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      WEB_CONCURRENCY: String(opts.workers),
      // Few connections each: the test PostgreSQL also serves the other test files running beside this one.
      DATABASE_POOL_SIZE: '5',
      LOG_LEVEL: 'error',
      DIST_DIR: join(opts.dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const workers = new Set<number>();
  const output: string[] = [];
  let changed = () => undefined as void;
  const read = (line: string) => {
    output.push(line);
    if (output.length > 60) output.shift();
    for (const [, pid] of line.matchAll(/worker (\d+) listening/g)) workers.add(Number(pid));
    for (const [, pid] of line.matchAll(/worker (\d+) died/g)) workers.delete(Number(pid));
    changed();
  };
  onLines(child.stdout!, read);
  onLines(child.stderr!, read);
  const cluster: ClusterProcess = {
    child,
    workers,
    output,
    waitForWorkers: (ready, timeoutMs = 45_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          changed = () => undefined;
          reject(new Error(`the cluster's workers did not get there in ${timeoutMs} ms; listening: ${[...workers].join(', ')}; it printed:\n${output.join('\n')}`));
        }, timeoutMs);
        changed = () => {
          if (!ready(workers)) return;
          clearTimeout(timer);
          changed = () => undefined;
          resolve();
        };
        changed();
      }),
  };
  return new Promise((resolve, reject) => {
    onLines(child.stdout!, (line) => {
      if (line.includes('Swerte is running')) resolve(cluster);
    });
    child.once('exit', (code) => reject(new Error(`cluster exited with ${code}`)));
  });
}

/**
 * Two server processes on a fresh PostgreSQL database of their own for the describe block they are
 * called in (started before its tests, stopped and dropped after): how the product scales out.
 * `ports` is known at once; `databaseUrl()` once started.
 */
export function useTwoServerProcesses(adminUrl: string, tag: string, basePort: number) {
  const ports = [basePort + Math.floor(Math.random() * 40), basePort + 50 + Math.floor(Math.random() * 40)] as const;
  let dataDir = '';
  let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const servers: ChildProcess[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `swerte-${tag}-`));
    fresh = await freshDatabase(adminUrl, `swerte_${tag.replace(/-/g, '_')}`);
    for (const port of ports) servers.push(await startServerProcess({ port, dataDir, databaseUrl: fresh.url }));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server);
    await fresh?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return { ports, databaseUrl: () => fresh!.url, dataDir: () => dataDir };
}
