import { resolve } from 'node:path';

export interface Env {
  port: number;
  host: string;
  /** A PostgreSQL server; when unset the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  distDir: string;
  logLevel: string;
  /** Where the development SMS adapter writes messages (read by `npm run outbox`). */
  smsOutboxFile: string;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    smsOutboxFile: resolve(env.SMS_OUTBOX_FILE ?? `${dataDir}/sms-outbox.jsonl`),
  };
}
