import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { consoleAudit } from './schema.ts';

export interface AuditEntry {
  operatorId: number | null;
  operator: string;
  call: string;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Appends one audit row. Call it with the transaction that makes the change, so a change is never
 * without its row (and a rolled-back change leaves none). Nothing in the code updates or deletes one.
 */
export async function recordConsoleAudit(tx: Executor, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(consoleAudit).values({
    operatorId: entry.operatorId,
    operator: entry.operator,
    call: entry.call,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    at,
  });
}

export interface AuditFilter {
  operator?: string;
  call?: string;
  from?: number;
  to?: number;
  before?: number;
  limit: number;
}

/** Audit rows newest first; one more than asked is read to tell whether another page follows. */
export async function listConsoleAudit(db: Executor, filter: AuditFilter) {
  const where = and(
    filter.operator === undefined ? undefined : eq(consoleAudit.operator, filter.operator),
    filter.call === undefined ? undefined : eq(consoleAudit.call, filter.call),
    filter.from === undefined ? undefined : gte(consoleAudit.at, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(consoleAudit.at, new Date(filter.to)),
    filter.before === undefined ? undefined : lt(consoleAudit.id, filter.before),
  );
  const rows = await db.select().from(consoleAudit).where(where).orderBy(desc(consoleAudit.id)).limit(filter.limit + 1);
  return { rows: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}
