import { z } from 'zod';
import { ok } from '../common.ts';
import { consoleRoles, defineConsoleCall, EVERY_ROLE } from './define.ts';

/**
 * Operator accounts and their sessions (docs/console.md "Signing in"). An account is made on the
 * server machine (`npm run ops -- operators add`), with a one-time password and a TOTP secret; the
 * first sign-in must change the password before any other call is answered.
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
});

export const consoleAuthCalls = {
  /** Password and the current TOTP code → a console session token (30 minutes idle at most). */
  consoleSignIn: defineConsoleCall({
    auth: 'public',
    body: z.strictObject({ name: operatorName, password, totp }),
    response: ok({ token: z.string(), operator: operatorSchema, idleMinutes: z.int() }),
  }),
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
