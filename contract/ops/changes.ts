import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { consoleConfigSchema } from './config.ts';
import { defineConsoleCall } from './define.ts';
import { consoleOperatorRowSchema } from './operators.ts';
import { consolePendingChangeSchema } from './pending.ts';

export const consoleChangeCalls = {
  /**
   * A second admin approves (the change takes effect now, audited under their name) or any admin
   * rejects a pending change. The proposer's own approval is a 403 errors.console.ownChange; a change
   * decided already (or unknown) a 409 errors.console.changeNotPending. An approved config change
   * answers the configuration; an approved admin account answers, this once, its one-time password
   * (the approver hands it over; the new admin enrols their own authenticator).
   */
  consolePendingChangeDecide: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ id: int32Id(1), decision: z.enum(['approve', 'reject']), reason: z.string().trim().min(1).max(500) }),
    response: ok({
      change: consolePendingChangeSchema,
      config: consoleConfigSchema.optional(),
      operator: consoleOperatorRowSchema.optional(),
      oneTimePassword: z.string().optional(),
    }),
  }),
};
