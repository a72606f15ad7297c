import { createHash, randomInt } from 'node:crypto';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { smsCodesRepo } from './sms-codes-repo.ts';

const hashCode = (mobile: string, purpose: number, code: string) =>
  createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');

const purposeText: Record<number, string> = {
  0: 'to register',
  1: 'to link this number',
  2: 'to reset your password',
  3: 'to sign in',
};

/** Issues a 6-digit code for a number and purpose, honouring the cooldown and the daily and address caps. */
export async function sendSmsCode(deps: ServerDeps, input: { mobile: string; purpose: number; ip: string }) {
  const now = deps.now();
  const repo = smsCodesRepo(deps.db);
  const latest = await repo.latest(input.mobile, input.purpose);
  if (latest) {
    const wait = Math.ceil((latest.createdAt.getTime() + rules.sms.resendSeconds * 1000 - now) / 1000);
    if (wait > 0) throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsCooldown, params: { seconds: wait } });
  }
  if ((await repo.countForMobileSince(input.mobile, new Date(now - 24 * 3600 * 1000))) >= rules.sms.perMobilePerDay) {
    throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsDailyLimit });
  }
  if ((await repo.countForAddressSince(input.ip, new Date(now - 3600 * 1000))) >= rules.sms.perAddressPerHour) {
    throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsAddressLimit });
  }
  const code = String(randomInt(0, 10 ** rules.sms.codeLength)).padStart(rules.sms.codeLength, '0');
  await repo.insert({
    mobile: input.mobile,
    purpose: input.purpose,
    codeHash: hashCode(input.mobile, input.purpose, code),
    ip: input.ip,
    createdAt: new Date(now),
    expiresAt: new Date(now + rules.sms.expiresSeconds * 1000),
  });
  await deps.sms.send({
    mobile: input.mobile,
    purpose: input.purpose,
    code,
    text: `Swerte: ${code} is your code ${purposeText[input.purpose] ?? ''}. It expires in ${rules.sms.expiresSeconds / 60} minutes. Never share it.`,
  });
  return {
    cooldownSeconds: rules.sms.resendSeconds,
    expiresIn: rules.sms.expiresSeconds,
    codeLength: rules.sms.codeLength,
  };
}

/**
 * Checks a code against the latest one sent for the number and purpose. Every check takes one of
 * the code's attempts (atomically, before comparing), so parallel guesses cannot test more codes
 * than the limit. Returns the code's id for spendSmsCode.
 */
export async function checkSmsCode(deps: ServerDeps, input: { mobile: string; purpose: number; code: string }): Promise<number> {
  const repo = smsCodesRepo(deps.db);
  const row = await repo.latest(input.mobile, input.purpose);
  if (!row || row.consumedAt) throw new ApiError(Errcode.invalidParams, { field: 'code', msg: MessageKey.smsCodeInvalid });
  if (row.attempts >= rules.sms.attemptsPerCode) {
    throw new ApiError(Errcode.tooMany, { field: 'code', msg: MessageKey.smsTooManyAttempts });
  }
  if (row.expiresAt.getTime() <= deps.now()) {
    throw new ApiError(Errcode.invalidParams, { field: 'code', msg: MessageKey.smsCodeExpired });
  }
  if (!(await repo.addAttempt(row.id, rules.sms.attemptsPerCode))) {
    throw new ApiError(Errcode.tooMany, { field: 'code', msg: MessageKey.smsTooManyAttempts });
  }
  if (row.codeHash !== hashCode(input.mobile, input.purpose, input.code)) {
    throw new ApiError(Errcode.invalidParams, { field: 'code', msg: MessageKey.smsCodeInvalid });
  }
  return row.id;
}

/**
 * Spends a checked code inside the caller's transaction: it stays unspent if the call fails, and
 * of two calls racing with the same code only one can spend it.
 */
export async function spendSmsCode(deps: ServerDeps, tx: Executor, codeId: number): Promise<void> {
  if (!(await smsCodesRepo(tx).consumeOnce(codeId, new Date(deps.now())))) {
    throw new ApiError(Errcode.invalidParams, { field: 'code', msg: MessageKey.smsCodeInvalid });
  }
}
