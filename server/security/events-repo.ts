import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { SecurityEventKind } from '../../contract/index.ts';
import type { SecurityEvent } from '../auth/index.ts';
import type { Executor } from '../db/client.ts';
import { securityEvents } from './schema.ts';

export type SecurityEventRow = typeof securityEvents.$inferSelect;

/** One event to append: the shape auth reports its own in (auth/security-log.ts). */
export type SecurityEventInput = SecurityEvent;

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

/** The kinds that are a sign-in attempt: a success (password, SMS code or registration) and a wrong password. */
const SIGN_IN_KINDS: SecurityEventKind[] = ['sign_in', 'sign_in_failed'];

/** The player's latest sign-ins, successes and failures, newest first (the console's player page). */
export function signInHistory(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), inArray(securityEvents.kind, SIGN_IN_KINDS)))
    .orderBy(desc(securityEvents.id))
    .limit(limit);
}

/** When the player last signed in successfully; null if never (a player made by the seed). */
export async function lastSignInAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: securityEvents.createdAt })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, 'sign_in')))
    .orderBy(desc(securityEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/** Players who signed in successfully (or registered) in [start, end). */
export async function playersSignedInBetween(db: Executor, start: Date, end: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: securityEvents.userId })
    .from(securityEvents)
    .where(and(eq(securityEvents.kind, 'sign_in'), gte(securityEvents.createdAt, start), lt(securityEvents.createdAt, end)));
  return rows.map((row) => row.userId);
}
