import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { common } from './harness.ts';

/** The real server as a child process (for crash and multi-process tests), resolved once it listens. */
export function startServerProcess(opts: { port: number; dataDir: string; databaseUrl?: string }): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, DATABASE_URL: opts.databaseUrl ?? '', LOG_LEVEL: 'error', DIST_DIR: join(opts.dataDir, 'no-client') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Swerte is running')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export async function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

/** POSTs /app/v1/<path> to a running server with the common fields. */
export async function callServer(port: number, path: string, body: Record<string, unknown>, token?: string): Promise<Record<string, any>> {
  const res = await fetch(`http://127.0.0.1:${port}/app/v1/${path}`, {
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
