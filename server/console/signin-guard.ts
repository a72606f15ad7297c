import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import { lockKeys } from '../auth/index.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { consoleRules, nameLockMinutes } from './rules.ts';
import { operatorSigninFailures as failures } from './schema.ts';

/**
 * What holds a console sign-in back, all decided BEFORE any password is hashed (docs/console.md
 * "Signing in, lockout"):
 * 1. the address (an IPv6 /64, as the players' guard keys it): past `addressFailures` checked failures
 *    within the window, every attempt from it is refused (429 consoleAddressThrottled) until the oldest
 *    leaves. It is refused unchecked and not counted, so an address can only keep itself out;
 * 2. the name, for browsers the operator never signed in from: after `failuresBeforeLock` failures it
 *    waits 1, 2, 4 … 15 minutes after the latest (429 consoleLocked). Only checked attempts count, so
 *    only addresses that are not throttled add to it;
 * 3. a trusted browser (devices.ts) is not held by the name's lock; after `deviceFailures` failures in
 *    the window it is trusted no more (until they leave it).
 * An attempt is recorded as a failure before it is checked, under locks on its name and address, so
 * parallel guesses take their places one after another; a success clears the name's failures.
 */
export interface Attempt {
  id: number;
  /** The trusted browser it came from, when it still counts as one. */
  deviceId: number | null;
  /** Whether this attempt, if it fails, locks the name or throttles the address (said in its audit row). */
  locksName: number;
  throttlesAddress: boolean;
}

const window = (now: number) => new Date(now - consoleRules.failureWindowSeconds * 1000);
const memory = (now: number) => new Date(now - consoleRules.nameMemorySeconds * 1000);
const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** The name's failures from untrusted browsers that still count, oldest first. */
async function nameFailures(db: Executor, key: string, now: number) {
  return db
    .select({ createdAt: failures.createdAt })
    .from(failures)
    .where(and(eq(failures.name, key), isNull(failures.deviceId), gt(failures.createdAt, memory(now))))
    .orderBy(asc(failures.id));
}

/** When a name with these failures is unlocked again (ms), or null when it is not locked now. */
function lockUntil(rows: { createdAt: Date }[], now: number): number | null {
  const last = rows.at(-1);
  const minutes = nameLockMinutes(rows.length);
  // No lock below the threshold. (Without this, a parallel attempt that read the clock before the one
  // ahead of it in the lock saw that one's failure "in the future" and was refused as locked.)
  if (!last || minutes === 0) return null;
  const until = last.createdAt.getTime() + minutes * 60_000;
  return until > now ? until : null;
}

/** When the name's soft lock ends (ms), or null; and its counted failures. The operators page shows it. */
export async function nameLock(db: Executor, key: string, now: number): Promise<{ until: number | null; failures: number }> {
  const rows = await nameFailures(db, key, now);
  return { until: lockUntil(rows, now), failures: rows.length };
}

/** Records the attempt (as a failure until `cleared`), or refuses it unchecked. */
export async function admitAttempt(db: ServerDeps['db'], input: { key: string; address: string; deviceId: number | null }, now: number): Promise<Attempt> {
  const refusal = await db.transaction(async (tx) => {
    await lockKeys(tx, [`console-signin:name:${input.key}`, `console-signin:address:${input.address}`]);
    const byAddress = await tx
      .select({ createdAt: failures.createdAt })
      .from(failures)
      .where(and(eq(failures.ip, input.address), gt(failures.createdAt, window(now))))
      .orderBy(asc(failures.id));
    if (byAddress.length >= consoleRules.addressFailures) {
      const oldest = byAddress.at(-consoleRules.addressFailures)!;
      return { ok: false as const, msg: ConsoleMessageKey.addressThrottled, retryAfter: secondsUntil(oldest.createdAt.getTime() + consoleRules.failureWindowSeconds * 1000, now) };
    }
    let deviceId = input.deviceId;
    if (deviceId !== null) {
      const [device] = await tx.select({ n: count() }).from(failures).where(and(eq(failures.deviceId, deviceId), gt(failures.createdAt, window(now))));
      if ((device?.n ?? 0) >= consoleRules.deviceFailures) deviceId = null;
    }
    let locksName = 0;
    if (deviceId === null) {
      const byName = await nameFailures(tx, input.key, now);
      const until = lockUntil(byName, now);
      if (until !== null) return { ok: false as const, msg: MessageKey.consoleLocked, retryAfter: secondsUntil(until, now) };
      locksName = nameLockMinutes(byName.length + 1);
    }
    const [row] = await tx.insert(failures).values({ name: input.key, ip: input.address, deviceId, createdAt: new Date(now) }).returning({ id: failures.id });
    return { ok: true as const, attempt: { id: row!.id, deviceId, locksName, throttlesAddress: byAddress.length + 1 >= consoleRules.addressFailures } };
  });
  if (refusal.ok) return refusal.attempt;
  throw new ApiError(Errcode.tooMany, { msg: refusal.msg, params: { retryAfter: refusal.retryAfter } });
}

/** The attempt was never checked (the console's hashing queue was full): it does not count. */
export async function withdrawAttempt(db: Executor, attempt: Attempt): Promise<void> {
  await db.delete(failures).where(eq(failures.id, attempt.id));
}

/**
 * A success (in its transaction). From a browser the lock applies to, the name's failures are
 * forgotten (whoever passed it proved the account's secrets there, as the lock asks); from a trusted
 * browser only that browser's: the failures on the name are somebody else's, and stay until they age
 * out (24 hours) or an admin lifts them, so the operator's own sign-ins never reset a stranger's wait.
 */
export async function clearFailures(tx: Executor, key: string, deviceId: number | null): Promise<void> {
  if (deviceId === null) await tx.delete(failures).where(eq(failures.name, key));
  else await tx.delete(failures).where(eq(failures.deviceId, deviceId));
}

/** An admin lifts a name's lock (operator-handlers.ts): its failures are forgotten; answers how many. */
export async function liftNameLock(tx: Executor, key: string): Promise<number> {
  return (await tx.delete(failures).where(eq(failures.name, key)).returning({ id: failures.id })).length;
}
