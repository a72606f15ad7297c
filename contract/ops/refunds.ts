import { z } from 'zod';
import { hundredths, ok } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Deposits player protection refused at settlement (issue 26, docs/payments.md "Refused at settlement"):
 * a payment for a cancelled order, or of a player excluded or past a deposit limit, held in the house's
 * refunds-payable account and never the player's coin. Compliance and finance see them; finance refunds
 * each at the provider and marks it refunded here (audited), which moves the money out of refunds payable.
 */
export const consoleRefundReasons = ['order_cancelled', 'timeout', 'self_exclusion', 'operator_exclusion', 'deposit_limit'] as const;

export const consoleDepositRefundSchema = z.object({
  orderNo: z.string(),
  userId: z.int(),
  /** Hundredths. */
  amount: hundredths,
  /** The deposit channel (config rechargeTypeMap id) and its name ('' for one no longer configured). */
  typeId: z.int(),
  channel: z.string(),
  /** Why protection refused it (consoleRefundReasons; '' if unknown). */
  reason: z.string(),
  /** refund_due, or refunded. */
  status: z.string(),
  /** The provider and its id of the payment to refund (PayMongo `pay_…`). */
  provider: z.string(),
  providerPaymentId: z.string(),
  createdAt: z.int(),
  /** When the payment was taken and held. */
  heldAt: z.int().nullable(),
  /** When finance marked it refunded, or null. */
  refundedAt: z.int().nullable(),
});
export type ConsoleDepositRefund = z.infer<typeof consoleDepositRefundSchema>;

export const consoleRefundCalls = {
  /** Held deposits: `refund_due` (oldest first, the queue) or `refunded` (latest first), at most 200. */
  consoleDepositRefunds: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'compliance', 'admin'],
    body: z.strictObject({ status: z.enum(['refund_due', 'refunded']).default('refund_due') }),
    response: ok({ refunds: z.array(consoleDepositRefundSchema) }),
  }),
  /** Marks a held deposit refunded at the provider, once: a second mark (or an order not refund_due) is a 409. */
  consoleDepositRefundMark: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({ orderNo: z.string().regex(/^[A-Za-z0-9]{8,64}$/), reason: z.string().trim().min(1).max(500) }),
    response: ok({ refund: consoleDepositRefundSchema }),
  }),
};
