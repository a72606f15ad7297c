import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/** The withdrawals queue (finance): the same service as `npm run ops -- withdrawals` (server/ops/withdrawals.ts). */
export const consoleWithdrawalSchema = z.object({
  id: z.int(),
  userId: z.int(),
  cardId: z.int(),
  /** Hundredths. */
  amount: z.int(),
  fee: z.int(),
  status: z.string(),
  reason: z.string(),
  createdAt: z.int(),
  decidedAt: z.int().nullable(),
});
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawalSchema>;

export const consoleWithdrawalCalls = {
  /** Pending withdrawals, oldest first. */
  consoleWithdrawalsPending: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({}),
    response: ok({ withdrawals: z.array(consoleWithdrawalSchema) }),
  }),
  /** Pays (approve) or refuses (reject) a pending withdrawal, once: a second decision is a 409. */
  consoleWithdrawalDecide: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({ id: int32Id(1), decision: z.enum(['approve', 'reject']), reason: z.string().trim().min(1).max(500) }),
    response: ok({ withdrawal: consoleWithdrawalSchema }),
  }),
};
