import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

export const common = {
  appId: 'swerte',
  channel: 'WEB',
  clientReferrer: '',
  platform: 'web',
  appVersion: 'bench',
  appWebName: 'swerte',
};

const demo = JSON.parse(readFileSync('server/seed/demo-player.json', 'utf8')) as { account: string; password: string };
export const loginBody = { ...common, type: 2, account: demo.account, password: demo.password };

export interface LoadResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * Starts the real server as a child process on a fresh embedded data folder (or DATABASE_URL; `fresh:
 * false` keeps the folder) and resolves once it listens, so the load generator and the server do not share an event loop.
 */
export async function startServer(opts: { port: number; dataDir: string; databaseUrl?: string; distDir?: string; env?: Record<string, string>; fresh?: boolean }): Promise<ChildProcess> {
  if (opts.fresh !== false) rmSync(opts.dataDir, { recursive: true, force: true });
  mkdirSync('tmp', { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      ...(opts.distDir ? { DIST_DIR: opts.distDir } : {}),
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Swerte is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
