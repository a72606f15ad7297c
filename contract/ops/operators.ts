import { z } from 'zod';
import { ok } from '../common.ts';
import { consoleRoles, defineConsoleCall } from './define.ts';

/** An operator account as the admin's list shows it. */
export const consoleOperatorRowSchema = z.object({
  name: z.string(),
  role: z.enum(consoleRoles),
  /** Who made the account (an operator's name, or the name given to `npm run ops -- operators add --operator`). */
  createdBy: z.string(),
  createdAt: z.int(),
  disabled: z.boolean(),
  /** True until the one-time password has been changed. */
  mustChangePassword: z.boolean(),
});
export type ConsoleOperatorRow = z.infer<typeof consoleOperatorRowSchema>;

/** 2–64 lower-case letters, digits, `.`, `_`, `-`, starting with a letter or digit (the command line's rule, server/console/operators.ts). */
export const operatorNameSchema = z.string().regex(/^[a-z0-9][a-z0-9._-]{1,63}$/, { message: 'operatorName' });

export const consoleOperatorCalls = {
  consoleOperatorsList: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({}),
    response: ok({ operators: z.array(consoleOperatorRowSchema) }),
  }),
  /**
   * A new operator, as `npm run ops -- operators add` makes one (the same service): answers, this once,
   * the one-time password and the TOTP enrolment URI. 409 errors.console.operatorExists for a taken name.
   */
  consoleOperatorAdd: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ name: operatorNameSchema, role: z.enum(consoleRoles) }),
    response: ok({ operator: consoleOperatorRowSchema, oneTimePassword: z.string(), totpUri: z.string() }),
  }),
  /** Disables an account and ends its sessions at once; an admin cannot disable themselves (400). */
  consoleOperatorDisable: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ name: operatorNameSchema, reason: z.string().trim().min(1).max(500) }),
    response: ok({ operator: consoleOperatorRowSchema }),
  }),
};
