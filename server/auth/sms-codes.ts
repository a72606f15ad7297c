import { createHash, randomInt } from 'node:crypto';
import { Errcode, MessageKey, smsCodeDigits, type AppConfig } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { addressKey } from './address-key.ts';
import { lockKeys } from './advisory-locks.ts';
import { smsCodesRepo } from './sms-codes-repo.ts';

const hashCode = (mobile: string, purpose: number, code: string) =>
  createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');

const purposeText: Record<number, string> = {
  0: 'to register',
  1: 'to link this number',
  2: 'to reset your password',
  3: 'to sign in',
  4: 'to confirm a change to your account',
  5: 'to reset your safebox password',
};

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** Where a failed send is reported: the request's logger (the code is never in what it gets). */
type Log = { warn(obj: object, msg: string): void };

/**
 * The caps of rules.sms, checked in one transaction holding advisory locks on the number and the
 * requester's address key: a parallel burst counts the rows of the calls before it, so no cap can
 * be passed by racing (check-then-insert would let every racer see the same count).
 */
async function reserveCode(deps: ServerDeps, input: { mobile: string; purpose: number; ip: string; key: string; codeHash: string }) {
  const now = deps.now();
  const sms = rules.sms;
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`sms:mobile:${input.mobile}`, `sms:address:${input.key}`]);
    const repo = smsCodesRepo(tx);
    const latest = await repo.latest(input.mobile, input.purpose);
    if (latest) {
      const wait = Math.ceil((latest.createdAt.getTime() + sms.resendSeconds * 1000 - now) / 1000);
      if (wait > 0) throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsCooldown, params: { seconds: wait } });
    }
    // One requester's share of a number first: a stranger alone cannot fill the number's own caps.
    if ((await repo.countForMobileFromAddressSince(input.mobile, input.key, new Date(now - DAY))) >= sms.perMobilePerAddressPerDay) {
      throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsDailyLimit });
    }
    if ((await repo.countForMobileFromAddressSince(input.mobile, input.key, new Date(now - HOUR))) >= sms.perMobilePerAddressPerHour) {
      throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsNumberLimit });
    }
    if ((await repo.countForMobileSince(input.mobile, new Date(now - DAY))) >= sms.perMobilePerDay) {
      throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsDailyLimit });
    }
    if ((await repo.countForMobileSince(input.mobile, new Date(now - HOUR))) >= sms.perMobilePerHour) {
      throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsNumberLimit });
    }
    if ((await repo.countForAddressSince(input.key, new Date(now - HOUR))) >= sms.perAddressPerHour) {
      throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsAddressLimit });
    }
    return repo.insert({
      mobile: input.mobile,
      purpose: input.purpose,
      codeHash: input.codeHash,
      ip: input.ip,
      addressKey: input.key,
      createdAt: new Date(now),
      expiresAt: new Date(now + sms.expiresSeconds * 1000),
    });
  });
}

/**
 * The digits of a code: the configured `lengths.smsCode.max` (docs/profile.md), within the 4 to 8 the
 * contract's code fields take; preLogin2 tells the forms.
 */
export const smsCodeLength = (config: Pick<AppConfig, 'lengths'>) => smsCodeDigits(config.lengths);

/**
 * Issues a code of smsCodeLength digits for a number and purpose within the caps, then hands it to the SMS provider
 * (outside the transaction: a slow provider must not hold locks or PGlite's one connection). When
 * the provider refuses, the code is forgotten, so the player's cooldown and caps are not spent on
 * a message that never left, and the player is told to try again.
 */
export async function sendSmsCode(deps: ServerDeps, input: { mobile: string; purpose: number; ip: string; log?: Log }) {
  const codeLength = smsCodeLength((await deps.config.get()).config);
  const code = String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
  const id = await reserveCode(deps, { ...input, key: addressKey(input.ip), codeHash: hashCode(input.mobile, input.purpose, code) });
  try {
    await deps.sms.send({
      mobile: input.mobile,
      purpose: input.purpose,
      code,
      text: `Swerte: ${code} is your code ${purposeText[input.purpose] ?? ''}. It expires in ${rules.sms.expiresSeconds / 60} minutes. Never share it.`,
    });
  } catch (error) {
    await smsCodesRepo(deps.db).remove(id);
    // Only the adapter's own description: its errors never carry the message or the code.
    const reason = error instanceof Error ? error.message : 'unknown failure';
    input.log?.warn({ purpose: input.purpose, mobileEnd: input.mobile.slice(-4), reason }, 'SMS provider did not send a code');
    throw new ApiError(Errcode.tooMany, { msg: MessageKey.smsSendFailed });
  }
  return {
    cooldownSeconds: rules.sms.resendSeconds,
    expiresIn: rules.sms.expiresSeconds,
    codeLength,
  };
}

/**
 * Checks a code against the latest one sent for the number and purpose. Every check first takes
 * one guess (atomically, before comparing), counted per (code, address key): the address that asked
 * for the code keeps its own rules.sms.attemptsPerAddress guesses whatever strangers do, and every
 * other address takes one of those from a pool shared per code too (attemptsByOthersPerCode), so
 * all addresses together compare at most attemptsPerAddress + attemptsByOthersPerCode codes.
 * Returns the code's id for spendSmsCode.
 */
export async function checkSmsCode(deps: ServerDeps, input: { mobile: string; purpose: number; code: string; ip: string }): Promise<number> {
  // A code of a length the configuration cannot issue is refused by its length (no guess is spent).
  if (input.code.length !== smsCodeLength((await deps.config.get()).config)) {
    throw new ApiError(Errcode.invalidParams, { field: 'code', msg: MessageKey.smsCodeInvalid });
  }
  const row = await smsCodesRepo(deps.db).latest(input.mobile, input.purpose);
  if (!row || row.consumedAt) throw new ApiError(Errcode.invalidParams, { field: 'code', msg: MessageKey.smsCodeInvalid });
  if (row.expiresAt.getTime() <= deps.now()) {
    throw new ApiError(Errcode.invalidParams, { field: 'code', msg: MessageKey.smsCodeExpired });
  }
  const key = addressKey(input.ip);
  const tooMany = new ApiError(Errcode.tooMany, { field: 'code', msg: MessageKey.smsTooManyAttempts });
  // One transaction: a guess from the shared pool is given back when the address has none left.
  await deps.db.transaction(async (tx) => {
    const repo = smsCodesRepo(tx);
    if (key !== row.addressKey && !(await repo.takeOthersAttempt(row.id, rules.sms.attemptsByOthersPerCode))) throw tooMany;
    if (!(await repo.takeAddressAttempt(row.id, key, rules.sms.attemptsPerAddress))) throw tooMany;
  });
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
