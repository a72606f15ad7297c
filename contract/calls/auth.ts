import { z } from 'zod';
import { body, ok, mobile, isoDate } from '../common.ts';
import { defineCall } from '../define.ts';

/** Upper bounds only: the configured lengths (appConfig.lengths) are checked by the server. */
const account = z.string().min(1).max(64);
// 256 UTF-16 units: room for the policy's 128 characters (contract/password-policy.ts) even as emoji.
const password = z.string().min(1).max(256);
const smsCode = z.string().regex(/^\d{4,8}$/, { message: 'code' });
const authMode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const inviteCode = z.string().max(32).optional();
/**
 * After a sign-in refused with 6003 (a time-out or exclusion), the same sign-in again with this flag
 * makes a withdraw-only session instead (docs/protection.md). Without an exclusion in force: a normal one.
 */
const withdrawOnly = z.boolean().optional();

export const sessionResponse = ok({
  token: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.int(),
  userId: z.int(),
  /** True when this call created the account (loginAndRegister). */
  isNew: z.boolean(),
  /**
   * Present only for a withdraw-only session (a sign-in with `withdrawOnly` during a time-out or
   * exclusion, docs/protection.md): the exclusion's end (epoch ms). Such a token may make only the calls
   * needed to withdraw the balance and leave; any other answers 6002.
   */
  withdrawOnlyUntil: z.int().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

const smsSendResponse = ok({
  /** Seconds before another code may be requested for this number and purpose. */
  cooldownSeconds: z.int(),
  /** Seconds the code stays valid. */
  expiresIn: z.int(),
  codeLength: z.int(),
});

export const authCalls = {
  /** Sends a 6-digit code by SMS; `type` is the auth mode (register 0, bind 1, forget 2, loginAndRegister 3). */
  smsSend: defineCall({
    auth: 'public',
    body: body({ mobile, type: authMode }),
    response: smsSendResponse,
  }),
  /** Same as smsSend, but a logged-in caller (bind mode) may omit nothing; kept for newer clients. */
  smsSendV2: defineCall({
    auth: 'public',
    body: body({ mobile, type: authMode, deviceId: z.string().max(128).optional() }),
    response: smsSendResponse,
  }),
  /** Register with an account name, password and date of birth (login type account). */
  accountRegist: defineCall({
    auth: 'public',
    body: body({ account, password, birthDate: isoDate, inviteCode }),
    response: sessionResponse,
  }),
  /** Register with a mobile number, its SMS code (mode register; required while otpStatus is on) and a password. */
  accountRegist4: defineCall({
    auth: 'public',
    body: body({ mobile, code: smsCode.optional(), password, birthDate: isoDate, inviteCode }),
    response: sessionResponse,
  }),
  /**
   * type 2: account + password; type 3: mobile + password (phoneNoOtp). After failures the server
   * asks for a solved challenge (403 errors.auth.signinChallenge, params `challenge` and `difficulty`:
   * contract/proof-of-work.ts), sent back as `challenge` + `nonce`; a 429 errors.auth.signinWait says
   * `retryAfter` seconds. A 403 wrongCredentials may carry both for the next attempt.
   */
  accountLogin: defineCall({
    auth: 'public',
    body: body({
      type: z.union([z.literal(2), z.literal(3)]),
      account,
      password,
      challenge: z.string().max(200).optional(),
      nonce: z.string().max(32).optional(),
      withdrawOnly,
    }),
    response: sessionResponse,
  }),
  /** Login type phone: an existing player signs in with an SMS code (mode loginAndRegister). */
  accountLoginSms: defineCall({
    auth: 'public',
    body: body({ mobile, code: smsCode, withdrawOnly }),
    response: sessionResponse,
  }),
  /** Login or register with an SMS code; a new player must give birthDate. */
  accountLoginSms2: defineCall({
    auth: 'public',
    body: body({ mobile, code: smsCode, birthDate: isoDate.optional(), inviteCode, withdrawOnly }),
    response: sessionResponse,
  }),
  /** Sets a new password with an SMS code (mode forget); signs out every device. */
  forgetPassword: defineCall({
    auth: 'public',
    body: body({ mobile, code: smsCode, password }),
    response: ok({}),
  }),
  /** A player who registered without a password sets one. */
  initPassword: defineCall({
    auth: 'user',
    body: body({ password }),
    response: ok({}),
  }),
  /** Binds a mobile number to the signed-in account (SMS code, mode bind). */
  bindAccount: defineCall({
    auth: 'user',
    body: body({ mobile, code: smsCode }),
    response: ok({ mobile: z.string() }),
  }),
  /** Revokes the current token on the server. */
  logout: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({}),
  }),
};
