import { z } from 'zod';
import { ok } from '../common.ts';
import { consoleRoles, defineConsoleCall } from './define.ts';
import { consolePendingChangeSchema } from './pending.ts';

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
  /** True once the operator confirmed their own authenticator (at their first sign-in). */
  totpEnrolled: z.boolean(),
  /** Until when (ms) sign-ins on this name from browsers the operator never used are held, or null. */
  lockedUntil: z.int().nullable(),
  /** Failed sign-ins on the name (from such browsers) that still count toward that lock. */
  failures: z.int(),
});
export type ConsoleOperatorRow = z.infer<typeof consoleOperatorRowSchema>;

/** 2–64 lower-case letters, digits, `.`, `_`, `-`, starting with a letter or digit (the command line's rule, server/console/operators.ts). */
export const operatorNameSchema = z.string().regex(/^[a-z0-9][a-z0-9._-]{1,63}$/, { message: 'operatorName' });

export const consoleOperatorCalls = {
  consoleOperatorsList: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({}),
    /** `pendingChanges`: admin accounts waiting for a second admin's approval. */
    response: ok({ operators: z.array(consoleOperatorRowSchema), pendingChanges: z.array(consolePendingChangeSchema) }),
  }),
  /**
   * A new operator, as `npm run ops -- operators add` makes one (the same service): answers, this once,
   * the one-time password (the operator enrols their own authenticator at first sign-in: nobody else
   * ever holds it). 409 errors.console.operatorExists for a taken name.
   * An admin account is proposed instead (`pendingChange`, no account yet): a second admin approves it
   * (consolePendingChangeDecide), so one admin alone cannot make another. `reason` is for that proposal.
   */
  consoleOperatorAdd: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ name: operatorNameSchema, role: z.enum(consoleRoles), reason: z.string().trim().min(1).max(500).optional() }),
    response: ok({
      operator: consoleOperatorRowSchema.optional(),
      oneTimePassword: z.string().optional(),
      pendingChange: consolePendingChangeSchema.optional(),
    }),
  }),
  /** Disables an account and ends its sessions at once; an admin cannot disable themselves (400). */
  consoleOperatorDisable: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ name: operatorNameSchema, reason: z.string().trim().min(1).max(500) }),
    response: ok({ operator: consoleOperatorRowSchema }),
  }),
  /** Lifts the name's sign-in lock (its counted failures are forgotten); audited with the reason. 404 for an unknown name. */
  consoleOperatorUnlock: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ name: operatorNameSchema, reason: z.string().trim().min(1).max(500) }),
    response: ok({ operator: consoleOperatorRowSchema }),
  }),
};
