import { z } from 'zod';
import { hundredths, int32Id, ok } from '../common.ts';
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
  /** A rejection's reason, written for the player (they read it in the app); '' otherwise. */
  reason: z.string(),
  createdAt: z.int(),
  decidedAt: z.int().nullable(),
  /** Who paid or rejected it (the second approver when two were needed); null while pending. */
  decidedBy: z.string().nullable(),
});
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawalSchema>;

/** Where a payout goes: the channel, the account and its owner's name as the player typed them. */
export const consolePayoutDestinationSchema = z.object({
  channel: z.enum(['gcash', 'maya', 'bank']),
  /** The bank's name for a bank account (config rechargeBankMap), '' for an e-wallet. */
  bankName: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  /** The owner's name is not the player's verified (KYC) name, compared as the restricted-persons check compares names. */
  nameDiffers: z.boolean(),
  /** Other players (ids) with a payout account of this number: one account paid out to several players. */
  sharedWith: z.array(z.int()),
});

/** The player's deposits, paid ones only: how many, how much, when, and through which channels. */
export const consoleDepositSummarySchema = z.object({
  count: z.int(),
  sum: hundredths,
  firstAt: z.int().nullable(),
  lastAt: z.int().nullable(),
  channels: z.array(z.object({ name: z.string(), count: z.int(), sum: hundredths })),
});

/** A withdrawal above `secondApprovalAmount` needs two different operators (docs/money.md "Two operators"). */
export const consoleWithdrawalApprovalSchema = z.object({
  needsTwo: z.boolean(),
  firstBy: z.string().nullable(),
  firstAt: z.int().nullable(),
});

/** A queue row: the withdrawal and what deciding it needs to see. */
export const consoleWithdrawalDeskRowSchema = consoleWithdrawalSchema.extend({
  account: z.string(),
  /** The name on the player's approved KYC submission; null when they have none. */
  kycName: z.string().nullable(),
  destination: consolePayoutDestinationSchema,
  deposits: consoleDepositSummarySchema,
  approval: consoleWithdrawalApprovalSchema,
});
export type ConsoleWithdrawalDeskRow = z.infer<typeof consoleWithdrawalDeskRowSchema>;

/** A reason the player reads (a rejection) or the audit keeps (an approval): trimmed, 1–500 characters. */
export const WITHDRAWAL_REASON_MAX = 500;

export const consoleWithdrawalCalls = {
  /** Pending withdrawals, oldest first, with the payout account, the player's deposits and the approvals given. */
  consoleWithdrawalsPending: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({}),
    response: ok({ withdrawals: z.array(consoleWithdrawalDeskRowSchema), secondApprovalAmount: hundredths }),
  }),
  /**
   * Pays (approve) or refuses (reject) a pending withdrawal, once: a second decision is a 409. Above
   * the second-approval amount the first approval only records itself (`stage` awaitingSecond); another
   * operator's approval pays (the same operator's is a 403). A rejection's reason is what the player reads.
   */
  consoleWithdrawalDecide: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({ id: int32Id(1), decision: z.enum(['approve', 'reject']), reason: z.string().trim().min(1).max(WITHDRAWAL_REASON_MAX) }),
    response: ok({ withdrawal: consoleWithdrawalSchema, stage: z.enum(['paid', 'rejected', 'awaitingSecond']) }),
  }),
};
