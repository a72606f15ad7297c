import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleRole } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import { addressKey, verifyPassword } from '../auth/index.ts';
import type { ServerDeps } from '../deps.ts';
import { operators, operatorSigninFailures } from './schema.ts';
import { recordConsoleAudit } from './audit.ts';
import type { OperatorRow } from './operators.ts';
import { consoleRules } from './rules.ts';
import { startOperatorSession } from './sessions.ts';
import { totpStep } from './totp.ts';

/**
 * Console sign-in: name, password and a TOTP code, all three right, or one answer that does not say
 * which was wrong. Like the player's sign-in guard (server/auth/login-guard.ts) an attempt is counted
 * as a failure BEFORE anything is checked (a success clears the name's failures), and counted under
 * a lock on the name, so parallel guesses cannot slip under the count; unlike it, the console locks: after `failuresBeforeLock` failures
 * on a name within the window every attempt on that name waits (429 consoleLocked, retryAfter) until
 * the oldest leaves the window. Operators are few and known, and a locked operator asks an admin
 * rather than solving a challenge. Failures are counted per name typed, whether or not it exists.
 */
export async function consoleSignIn(deps: ServerDeps, input: { name: string; password: string; totp: string }, ip: string) {
  const db = deps.db;
  const now = deps.now();
  const since = new Date(now - consoleRules.failureWindowSeconds * 1000);
  const key = input.name.trim().toLowerCase();

  // Counted and placed under a lock on the name: parallel attempts on one name take turns here (on
  // PostgreSQL; PGlite runs one transaction at a time), so none can slip under the count.
  const counted = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`console-signin:${key}`}, 0))`);
    const recent = await tx
      .select({ createdAt: operatorSigninFailures.createdAt })
      .from(operatorSigninFailures)
      .where(and(eq(operatorSigninFailures.name, key), gt(operatorSigninFailures.createdAt, since)))
      .orderBy(asc(operatorSigninFailures.id));
    if (recent.length >= consoleRules.failuresBeforeLock) {
      // Locked until the oldest failure that keeps it so leaves the window; this attempt is not counted.
      const oldest = recent.at(-consoleRules.failuresBeforeLock)!;
      return { retryAfter: Math.max(1, Math.ceil((oldest.createdAt.getTime() + consoleRules.failureWindowSeconds * 1000 - now) / 1000)) };
    }
    const [row] = await tx.insert(operatorSigninFailures).values({ name: key, ip: addressKey(ip), createdAt: new Date(now) }).returning({ id: operatorSigninFailures.id });
    return { attemptId: row!.id };
  });
  if (counted.attemptId === undefined) throw new ApiError(Errcode.tooMany, { msg: MessageKey.consoleLocked, params: { retryAfter: counted.retryAfter } });
  const attempt = { id: counted.attemptId };

  const [row] = await db.select().from(operators).where(eq(operators.name, key));
  const live: OperatorRow | undefined = row && !row.disabledAt ? row : undefined;
  // The password is checked even for an unknown or disabled name, so the answer's time says nothing.
  let passwordRight: boolean;
  try {
    passwordRight = await verifyPassword(live?.passwordHash, input.password);
  } catch (error) {
    // Never checked (the hashing queue was full: 429 signinBusy): the attempt does not count.
    await db.delete(operatorSigninFailures).where(eq(operatorSigninFailures.id, attempt.id));
    throw error;
  }
  const step = live && passwordRight ? totpStep(live.totpSecret, input.totp, now, consoleRules.totpWindow) : null;
  if (!live || step === null) throw new ApiError(Errcode.forbidden, { msg: MessageKey.consoleWrongCredentials });

  const signedIn = await db.transaction(async (tx) => {
    // Spends the code's step: only a later step is taken next time, so a replayed code is refused.
    const spent = await tx
      .update(operators)
      .set({ lastTotpStep: step })
      .where(and(eq(operators.id, live.id), isNull(operators.disabledAt), or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step))))
      .returning({ id: operators.id });
    if (!spent.length) return null;
    await tx.delete(operatorSigninFailures).where(eq(operatorSigninFailures.name, key));
    const token = await startOperatorSession(tx, live.id, ip, new Date(now));
    await recordConsoleAudit(tx, { operatorId: live.id, operator: live.name, call: 'consoleSignIn', target: `operator:${live.name}`, after: { signedIn: true } }, new Date(now));
    return token;
  });
  if (!signedIn) throw new ApiError(Errcode.forbidden, { msg: MessageKey.consoleWrongCredentials });
  return {
    token: signedIn,
    operator: { name: live.name, role: live.role as ConsoleRole, mustChangePassword: live.mustChangePassword },
    idleMinutes: consoleRules.idleMinutes,
  };
}
