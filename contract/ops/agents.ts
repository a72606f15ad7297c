import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { referralStatuses } from '../calls/agents.ts';
import { defineConsoleCall } from './define.ts';

/**
 * The agent programme in the console (docs/agents.md "Console"): compliance and admins see a
 * player's place in the tree, the fraud signals on each referral and the referrals frozen for review,
 * and release or void them — each decision audited. Support reads. A frozen referral's rewards wait;
 * the referee's own money is never touched.
 */
const READERS = ['support', 'compliance', 'admin'] as const;
const DECIDERS = ['compliance', 'admin'] as const;

export const referralSignalSchema = z.object({
  kind: z.enum(['device', 'identity', 'payout', 'address', 'farm']),
  with: z.array(z.int()),
});

export const consoleReferralSchema = z.object({
  refereeId: z.int(),
  referee: z.string(),
  inviterId: z.int(),
  inviter: z.string(),
  boundAt: z.int(),
  via: z.enum(['register', 'fill']),
  status: z.enum(referralStatuses),
  review: z.enum(['clear', 'frozen', 'released', 'void']),
  signals: z.array(referralSignalSchema),
  validAt: z.int().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.int().nullable(),
});
export type ConsoleReferral = z.infer<typeof consoleReferralSchema>;

export const consoleAgentCalls = {
  /** Referrals frozen for review, oldest first. */
  consoleAgentFrozen: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({ limit: z.int().min(1).max(200).default(50) }),
    response: ok({ list: z.array(consoleReferralSchema) }),
  }),
  /** A player's place in the tree: their inviters up to the top (nearest first), their own referral, and two levels below. */
  consoleAgentTree: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({ userId: int32Id(1) }),
    response: ok({
      upline: z.array(z.object({ userId: z.int(), account: z.string() })),
      referral: consoleReferralSchema.nullable(),
      level1: z.array(consoleReferralSchema),
      level2: z.array(consoleReferralSchema),
    }),
  }),
  /** Releases (its rewards count again) or voids (they never will) a frozen referral; audited. 9604 not frozen or unknown. */
  consoleAgentDecide: defineConsoleCall({
    auth: 'operator',
    roles: DECIDERS,
    body: z.strictObject({ refereeId: int32Id(1), decision: z.enum(['release', 'void']), reason: z.string().trim().min(3).max(500) }),
    response: ok({ referral: consoleReferralSchema }),
  }),
};
