import { and, desc, eq, lt } from 'drizzle-orm';
import type { SecurityEventKind } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { securityEvents } from '../db/schema.ts';

export type SecurityEventRow = typeof securityEvents.$inferSelect;

export interface SecurityEventInput {
  userId: number;
  kind: SecurityEventKind;
  ip: string;
  userAgent?: string;
  detail?: Record<string, string | number | boolean>;
  /** The server clock (deps.now()); the database's clock when absent. */
  at?: Date;
}

/**
 * Appends one event, in the caller's transaction when it has one (so an action and its event commit
 * together). There is deliberately no update or delete here: the log is append-only.
 */
export async function recordSecurityEvent(tx: Executor, event: SecurityEventInput): Promise<void> {
  await tx.insert(securityEvents).values({
    userId: event.userId,
    kind: event.kind,
    ip: event.ip.slice(0, 64),
    userAgent: (event.userAgent ?? '').slice(0, 256),
    detail: event.detail ?? {},
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/** A page of the player's events, newest first, before `beforeId`. */
export function securityEventsPage(db: Executor, userId: number, opts: { beforeId?: number; size: number }) {
  return db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), opts.beforeId ? lt(securityEvents.id, opts.beforeId) : undefined))
    .orderBy(desc(securityEvents.id))
    .limit(opts.size);
}
