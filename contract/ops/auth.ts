import { z } from 'zod';
import { ok } from '../common.ts';
import { consoleRoles, defineConsoleCall, EVERY_ROLE } from './define.ts';

/**
 * Operator accounts and their sessions (docs/console.md "Signing in"). An account is made (`npm run ops
 * -- operators add` or the operators page) with a one-time password only; the first sign-in must change
 * it, then enrol the operator's own authenticator (consoleTotpEnrol, consoleTotpConfirm), before any
 * other call is answered.
 */
const operatorName = z.string().min(1).max(64);
const password = z.string().min(1).max(128);
/** A 6-digit RFC 6238 code from the operator's authenticator app. */
const totp = z.string().regex(/^\d{6}$/, { message: 'totp' });

export const operatorSchema = z.object({
  name: z.string(),
  role: z.enum(consoleRoles),
  /** True until the one-time password has been changed: only consoleChangePassword is answered. */
  mustChangePassword: z.boolean(),
  /** True until the operator confirmed a code of their own authenticator: only the enrolment calls are answered. */
  mustEnrolTotp: z.boolean(),
});

export const consoleAuthCalls = {
  /**
   * Password and the current TOTP code (none before the operator has enrolled) → a console session token
   * (30 minutes idle, 12 hours at most). `device`: the token of a browser this operator signed in from
   * before (not held by the name's lock); a browser without one is answered a new `device` to keep.
   */
  consoleSignIn: defineConsoleCall({
    auth: 'public',
    body: z.strictObject({ name: operatorName, password, totp: totp.optional(), device: z.string().min(1).max(128).optional() }),
    response: ok({ token: z.string(), operator: operatorSchema, idleMinutes: z.int(), device: z.string().optional() }),
  }),
  /**
   * The operator's own authenticator, at first sign-in: a new secret (replacing one not yet confirmed)
   * as an otpauth:// URI and as text; 409 errors.console.totpEnrolled once confirmed.
   */
  consoleTotpEnrol: defineConsoleCall({ auth: 'operator', roles: EVERY_ROLE, body: z.strictObject({}), response: ok({ secret: z.string(), uri: z.string() }) }),
  /** A current code of that secret: enrolled (audited); 400 on `totp` for a wrong one. */
  consoleTotpConfirm: defineConsoleCall({ auth: 'operator', roles: EVERY_ROLE, body: z.strictObject({ totp }), response: ok({ operator: operatorSchema }) }),
  /** Ends this session. */
  consoleSignOut: defineConsoleCall({ auth: 'operator', roles: EVERY_ROLE, body: z.strictObject({}), response: ok({}) }),
  /** Ends every session of this operator, this one included. */
  consoleSignOutEverywhere: defineConsoleCall({ auth: 'operator', roles: EVERY_ROLE, body: z.strictObject({}), response: ok({ ended: z.int() }) }),
  /** A new password (the current one proves it is them); ends the operator's other sessions. */
  consoleChangePassword: defineConsoleCall({
    auth: 'operator',
    roles: EVERY_ROLE,
    body: z.strictObject({ password, newPassword: z.string().min(12).max(128) }),
    response: ok({}),
  }),
};
