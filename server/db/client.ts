import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { lockDataFolder } from './data-lock.ts';
import { listenPostgres } from './listen.ts';

/**
 * No schema is given to drizzle: nothing uses its relational queries (`db.query.*`), and every other
 * query names its tables itself. So the kernel's client needs no area's tables (server/tables.ts has
 * them all, for drizzle-kit and the tests).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations, tests, tools). */
  exec(sqlText: string): Promise<void>;
  /**
   * LISTENs on a channel (the live channel's NOTIFYs, server/live/): PostgreSQL on one dedicated
   * connection outside the pool, reconnected with `onReconnect` called so the caller can catch up on
   * what it missed; PGlite on its one connection. Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** Work inside this schema (tests: a fresh one each). */
  schemaName?: string;
  /** Reuse an open PGlite instance (tests share one per file). */
  pglite?: PGlite;
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.schemaName && !SCHEMA_NAME.test(opts.schemaName)) throw new Error(`bad schema name ${opts.schemaName}`);
  const setPath = opts.schemaName ? `CREATE SCHEMA IF NOT EXISTS "${opts.schemaName}"; SET search_path TO "${opts.schemaName}";` : '';
  if (opts.url) {
    if (opts.schemaName) {
      const admin = new Client({ connectionString: opts.url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schemaName}"`);
      await admin.end();
    }
    const pool = new Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      options: opts.schemaName ? `-c search_path=${opts.schemaName}` : undefined,
    });
    // The pool reports idle-client errors here; without a listener they would crash the process.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg({ client: pool }) as unknown as Db,
      kind: 'postgres',
      exec: async (text) => {
        // One connection for the whole script, rolled back on failure so it returns to the pool clean.
        const conn = await pool.connect();
        try {
          await conn.query(text);
        } catch (error) {
          await conn.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          conn.release();
        }
      },
      listen: (channel, onNotify, onReconnect) => listenPostgres({ url: opts.url!, schemaName: opts.schemaName }, channel, onNotify, onReconnect),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (opts.dataDir && !opts.pglite) {
    mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    unlock = lockDataFolder(opts.dataDir);
  }
  const owned = !opts.pglite;
  let client: PGlite;
  try {
    client = opts.pglite ?? (await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {}));
    if (opts.dataDir && owned) ownerOnly(opts.dataDir);
    if (setPath) await client.exec(setPath);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    exec: async (text) => {
      try {
        await client.exec(text);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    listen: async (channel, onNotify) => {
      // PGlite delivers a NOTIFY sent inside a transaction after its COMMIT, like PostgreSQL.
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!owned) return;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * The database files are the players' data: readable by the server's account only. New files follow
 * the server's umask (start.ts sets 077); this also tightens a folder made before that (0644/0666 files).
 */
function ownerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
