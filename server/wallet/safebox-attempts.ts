import { eq, sql } from 'drizzle-orm';
import { Errcode, MessageKey, SAFEBOX_LOCK_MINUTES, SAFEBOX_MAX_FAILURES } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { manilaTimeOf } from '../api/manila-days.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { verifyPassword } from '../auth/index.ts';
import { safeboxAttempts } from './schema.ts';

const LOCK_MS = SAFEBOX_LOCK_MINUTES * 60_000;
/** A comparison still "pending" after this was lost with its process: it no longer counts. */
const PENDING_STALE_MS = 60_000;
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** The player's lock, if any, and the wrong passwords left before it. */
export async function safeboxLock(db: Executor, userId: number, now: number): Promise<{ lockedUntil: number | null; attemptsLeft: number }> {
  const [row] = await db.select().from(safeboxAttempts).where(eq(safeboxAttempts.userId, userId));
  const until = row?.lockedUntil?.getTime() ?? null;
  if (until !== null && until > now) return { lockedUntil: until, attemptsLeft: 0 };
  const failures = until !== null ? 0 : (row?.failures ?? 0);
  return { lockedUntil: null, attemptsLeft: Math.max(0, SAFEBOX_MAX_FAILURES - failures) };
}

const lockedError = (until: number, now: number) =>
  new ApiError(Errcode.safeboxLocked, { params: { minutes: Math.max(1, Math.ceil((until - now) / 60_000)), until: manilaTimeOf(until) } });

/** Forgets the player's wrong passwords and any lock (a new password, a reset). */
export async function clearSafeboxAttempts(db: Executor, userId: number): Promise<void> {
  await db.update(safeboxAttempts).set({ failures: 0, lockedUntil: null, updatedAt: sql`now()` }).where(eq(safeboxAttempts.userId, userId));
}

/**
 * Admits one comparison, in one statement: only while not locked and while the wrong passwords so far
 * plus the comparisons under way leave a guess. A burst of parallel guesses therefore compares at most
 * the guesses left; the rest are turned away before argon2 runs. An expired lock starts the count again.
 */
async function admit(db: Executor, userId: number, now: number): Promise<boolean> {
  const expired = sql`(${safeboxAttempts.lockedUntil} IS NOT NULL AND ${safeboxAttempts.lockedUntil} <= ${at(now)})`;
  const pending = sql`(CASE WHEN ${safeboxAttempts.pendingAt} IS NULL OR ${safeboxAttempts.pendingAt} < ${at(now - PENDING_STALE_MS)} THEN 0 ELSE ${safeboxAttempts.pending} END)`;
  const failures = sql`(CASE WHEN ${expired} THEN 0 ELSE ${safeboxAttempts.failures} END)`;
  const rows = await db
    .insert(safeboxAttempts)
    .values({ userId, pending: 1, pendingAt: new Date(now), updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: safeboxAttempts.userId,
      set: {
        failures,
        lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${safeboxAttempts.lockedUntil} END`,
        pending: sql`${pending} + 1`,
        pendingAt: at(now),
        updatedAt: at(now),
      },
      setWhere: sql`(${safeboxAttempts.lockedUntil} IS NULL OR ${expired}) AND ${failures} + ${pending} < ${SAFEBOX_MAX_FAILURES}`,
    })
    .returning({ userId: safeboxAttempts.userId });
  return rows.length === 1;
}

/**
 * Records a comparison's outcome: a right password clears the count, a wrong one adds to it and, at
 * SAFEBOX_MAX_FAILURES, locks for SAFEBOX_LOCK_MINUTES. Answers the wrong passwords in a row and the lock.
 */
async function settle(db: Executor, userId: number, right: boolean, now: number): Promise<{ failures: number; lockedUntil: number | null }> {
  const failures = right ? sql`0` : sql`${safeboxAttempts.failures} + 1`;
  const [row] = await db
    .update(safeboxAttempts)
    .set({
      failures,
      pending: sql`GREATEST(${safeboxAttempts.pending} - 1, 0)`,
      lockedUntil: right ? sql`${safeboxAttempts.lockedUntil}` : sql`CASE WHEN ${safeboxAttempts.failures} + 1 >= ${SAFEBOX_MAX_FAILURES} THEN ${at(now + LOCK_MS)} ELSE NULL END`,
      updatedAt: at(now),
    })
    .where(eq(safeboxAttempts.userId, userId))
    .returning({ failures: safeboxAttempts.failures, lockedUntil: safeboxAttempts.lockedUntil });
  return { failures: row?.failures ?? 0, lockedUntil: row?.lockedUntil?.getTime() ?? null };
}

/**
 * Checks the safebox password (safeboxOut, exchange). Refused while locked (2012, whatever is typed);
 * a wrong one is 2003 with `attemptsLeft`, and the one that uses up SAFEBOX_MAX_FAILURES locks it for
 * SAFEBOX_LOCK_MINUTES (2012). While as many comparisons are under way as guesses are left, another is
 * turned away (429, try again in a moment). Outside any transaction: argon2 holds no lock.
 */
export async function checkSafeboxPassword(deps: ServerDeps, user: UserRow, password: string, field: string): Promise<void> {
  const now = deps.now();
  if (!user.safeboxPasswordHash) throw new ApiError(Errcode.safeboxPasswordNotSet, { field });
  if (!(await admit(deps.db, user.id, now))) {
    const { lockedUntil } = await safeboxLock(deps.db, user.id, now);
    if (lockedUntil !== null) throw lockedError(lockedUntil, now);
    throw new ApiError(Errcode.tooMany, { field });
  }
  let right: boolean;
  try {
    right = await verifyPassword(user.safeboxPasswordHash, password);
  } catch (error) {
    // The hashing queue was full (429): not a guess; the comparison is no longer under way.
    await deps.db.update(safeboxAttempts).set({ pending: sql`GREATEST(${safeboxAttempts.pending} - 1, 0)` }).where(eq(safeboxAttempts.userId, user.id));
    throw error;
  }
  const outcome = await settle(deps.db, user.id, right, now);
  if (right) return;
  if (outcome.lockedUntil !== null) throw lockedError(outcome.lockedUntil, now);
  throw new ApiError(Errcode.safeboxPasswordWrong, {
    field,
    msg: MessageKey.safeboxWrongAttemptsLeft,
    params: { attemptsLeft: Math.max(0, SAFEBOX_MAX_FAILURES - outcome.failures), lockMinutes: SAFEBOX_LOCK_MINUTES },
  });
}
