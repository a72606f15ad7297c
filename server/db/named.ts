import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export type Row = Record<string, unknown>;

const dialect = new PgDialect();

/**
 * Runs a hot statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (for the ledger's transfer statement, planning cost about as
 * much as running it). The name must stand for one SQL text: callers put in it whatever changes the
 * text (e.g. the number of legs). PGlite ignores the name and runs the statement as usual.
 */
export async function queryNamed(db: Executor, name: string, query: SQL): Promise<Row[]> {
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
