import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret that lets `npm run ops` talk to the running server. It lives in the data folder, readable
 * only by the account that runs the server, so whoever can read the database files can run the
 * operator commands and nobody else can.
 */
export function opsSecretFile(dataDir: string): string {
  return join(dataDir, 'ops.secret');
}

export function ensureOpsSecret(dataDir: string): string {
  return ensureSecret(dataDir, 'ops.secret');
}

/** A secret kept in the data folder (created on first start, readable by the server's account only). */
export function ensureSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function readOpsSecret(dataDir: string): string | undefined {
  const file = opsSecretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Where the running server says which process and port it is (so the CLI never opens its database beside it). */
export function serverStateFile(dataDir: string): string {
  return join(dataDir, 'server.json');
}

export interface ServerState {
  pid: number;
  port: number;
}

/** The server running on this data folder, if its process is alive. */
export function runningServer(dataDir: string): ServerState | undefined {
  const file = serverStateFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as ServerState;
    process.kill(state.pid, 0);
    return state;
  } catch {
    return undefined;
  }
}
