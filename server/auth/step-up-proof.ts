import { Errcode, LoginType, MessageKey, SmsPurpose } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import type { Answer } from './login-challenge.ts';
import { loginGuard, signinAccountKey } from './login-guard.ts';
import { verifyPassword } from './passwords.ts';
import { checkSmsCode, sendSmsCode, spendSmsCode } from './sms-codes.ts';

/**
 * The proofs a step-up (server/security/step-up.ts) accepts: the player's password, or an SMS code
 * sent to their own number. Password guesses here count exactly as failed sign-ins of the account
 * (one count, one lock), so a thief holding a token cannot use step-up to try passwords faster than
 * the sign-in form allows.
 */

/**
 * Resolves when the password is right. Otherwise, as a sign-in by password would be answered (the
 * same guard and count: server/auth/login-guard.ts): 403 stepUpWrong (with the next wait and
 * challenge in params), 403 signinChallenge / 429 signinWait before the password is looked at.
 */
export async function provePassword(deps: ServerDeps, user: UserRow, password: string, ip: string, answer?: Answer): Promise<void> {
  const guard = loginGuard(deps, signinAccountKey(LoginType.account, user.account, user), ip);
  await guard.admit(answer);
  const matches = await verifyPassword(user.passwordHash, password).catch(async (error: unknown) => {
    await guard.withdraw();
    throw error;
  });
  if (matches) {
    await guard.succeed();
    return;
  }
  try {
    await guard.fail();
  } catch (error) {
    if (error instanceof ApiError && error.errcode === Errcode.forbidden) {
      throw new ApiError(Errcode.forbidden, { field: 'password', msg: MessageKey.securityStepUpWrong, params: error.params });
    }
    throw error;
  }
}

/**
 * Checks a step-up SMS code for the player's number; answers the code's id, spent by spendStepUpCode
 * in the transaction that grants the step-up. A wrong or expired code is 403 (each check takes one
 * of the code's attempts, as every SMS code does).
 */
export async function checkStepUpCode(deps: ServerDeps, mobile: string, code: string, ip: string): Promise<number> {
  try {
    return await checkSmsCode(deps, { mobile, purpose: SmsPurpose.stepUp, code, ip });
  } catch (error) {
    if (error instanceof ApiError && error.errcode === Errcode.invalidParams) {
      throw new ApiError(Errcode.forbidden, { field: 'code', msg: error.msg });
    }
    throw error;
  }
}

export const spendStepUpCode = (deps: ServerDeps, tx: Executor, codeId: number) => spendSmsCode(deps, tx, codeId);

/** Sends a step-up code to the player's own number, under every SMS limit. */
export const sendStepUpCode = (deps: ServerDeps, mobile: string, ip: string) => sendSmsCode(deps, { mobile, purpose: SmsPurpose.stepUp, ip });
