import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleRole } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import { addressKey } from '../auth/index.ts';
import type { ServerDeps } from '../deps.ts';
import { recordConsoleAudit } from './audit.ts';
import { rememberDevice, trustedDevice } from './devices.ts';
import { verifyConsolePassword } from './hashing.ts';
import type { OperatorRow } from './operators.ts';
import { consoleRules } from './rules.ts';
import { operators } from './schema.ts';
import { startOperatorSession } from './sessions.ts';
import { admitAttempt, clearFailures, withdrawAttempt, type Attempt } from './signin-guard.ts';
import { totpStep } from './totp.ts';
import type { TotpSealer } from './totp-seal.ts';

export interface SignInInput {
  name: string;
  password: string;
  /** The authenticator's code; not asked of an operator who has not enrolled yet (their first sign-in). */
  totp?: string;
  /** The token of a browser this operator signed in from before (devices.ts). */
  device?: string;
}

/** What an operator must do before anything else: their own password, then their own authenticator. */
export const operatorView = (row: OperatorRow) => ({
  name: row.name,
  role: row.role as ConsoleRole,
  mustChangePassword: row.mustChangePassword,
  mustEnrolTotp: row.totpEnrolledAt === null,
});

/**
 * Console sign-in: name, password and a TOTP code, all three right, or one answer that does not say
 * which was wrong (403 consoleWrongCredentials). Before the password is hashed, signin-guard.ts may
 * refuse the attempt (the address or the name is held: 429); the hash runs on the console's own queue
 * (hashing.ts). An operator who has not enrolled an authenticator yet (made with a one-time password)
 * signs in with the password alone and must change it and enrol before anything else (dispatcher.ts).
 * Every checked failure is a console_audit row (`consoleSignInFailed`, never the password).
 */
export async function consoleSignIn(deps: ServerDeps, sealer: TotpSealer, input: SignInInput, ip: string) {
  const { db } = deps;
  const now = deps.now();
  const key = input.name.trim().toLowerCase();
  const [row] = await db.select().from(operators).where(eq(operators.name, key));
  const live: OperatorRow | undefined = row && !row.disabledAt ? row : undefined;
  const deviceId = await trustedDevice(db, live?.id, input.device, now);
  const attempt = await admitAttempt(db, { key, address: addressKey(ip), deviceId }, now);

  // The password is checked even for an unknown or disabled name, so the answer's time says nothing.
  let passwordRight: boolean;
  try {
    passwordRight = await verifyConsolePassword(live?.passwordHash, input.password);
  } catch (error) {
    await withdrawAttempt(db, attempt);
    throw error;
  }
  const enrolled = live?.totpEnrolledAt != null;
  const step = live && passwordRight && enrolled && live.totpSecret && input.totp ? totpStep(sealer.open(live.id, live.totpSecret), input.totp, now, consoleRules.totpWindow) : null;
  if (!live || !passwordRight || (enrolled && step === null)) return failed(deps, key, row, attempt, ip);

  const signedIn = await db.transaction(async (tx) => {
    if (step !== null) {
      // Spends the code's step: only a later step is taken next time, so a replayed code is refused.
      const spent = await tx
        .update(operators)
        .set({ lastTotpStep: step })
        .where(and(eq(operators.id, live.id), isNull(operators.disabledAt), or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step))))
        .returning({ id: operators.id });
      if (!spent.length) return null;
    }
    await clearFailures(tx, key, attempt.deviceId);
    const token = await startOperatorSession(tx, live.id, ip, new Date(now));
    const device = await rememberDevice(tx, live.id, attempt.deviceId, now);
    await recordConsoleAudit(tx, { operatorId: live.id, operator: live.name, call: 'consoleSignIn', target: `operator:${live.name}`, after: { signedIn: true, address: ip } }, new Date(now));
    return { token, device };
  });
  if (!signedIn) return failed(deps, key, row, attempt, ip);
  return {
    token: signedIn.token,
    operator: operatorView(live),
    idleMinutes: consoleRules.idleMinutes,
    ...(signedIn.device ? { device: signedIn.device } : {}),
  };
}

/** A checked failure: its audit row (what was typed as the name, from where, what it set off), then the one answer. */
async function failed(deps: ServerDeps, key: string, row: OperatorRow | undefined, attempt: Attempt, ip: string): Promise<never> {
  const after = {
    address: ip,
    trustedBrowser: attempt.deviceId !== null,
    ...(attempt.locksName ? { nameLockedMinutes: attempt.locksName } : {}),
    ...(attempt.throttlesAddress ? { addressThrottled: true } : {}),
  };
  await recordConsoleAudit(deps.db, { operatorId: row?.id ?? null, operator: key, call: 'consoleSignInFailed', target: `operator:${key}`, after }, new Date(deps.now()));
  throw new ApiError(Errcode.forbidden, { msg: MessageKey.consoleWrongCredentials });
}

