import { z } from 'zod';
import { hundredths, ok } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Refunds and chargebacks of paid deposits (issue 26, docs/payments.md "Refunds, chargebacks and card
 * money"). A refund PayMongo reports takes its amount out of the player's coin by itself; a chargeback
 * (PayMongo tells the merchant by e-mail and on its dashboard: it publishes no webhook for it) is recorded
 * here by finance, which freezes the amount; its outcome releases it (won) or lets it go (lost). What the
 * coin could not cover is the player's debt, and withdrawals are held until finance settles it. Finance,
 * compliance and admins see it all; finance and admins act, each action audited.
 */
export const consoleReversalSchema = z.object({
  id: z.int(),
  /** refund | dispute. */
  kind: z.string(),
  /** refund: refunded; dispute: open, won or lost. */
  status: z.string(),
  provider: z.string(),
  /** The provider's reference: a refund's id (PayMongo `ref_…`), a dispute's case reference. */
  providerRef: z.string(),
  orderNo: z.string(),
  /** How the deposit was paid (PayMongo `card`, `gcash`, …; '' when unknown). */
  paymentMethod: z.string(),
  userId: z.int(),
  account: z.string(),
  amount: hundredths,
  /** Taken from the player's coin (a refund: gone; a dispute: frozen). */
  taken: hundredths,
  /** What the coin could not cover: owed by the player. */
  debt: hundredths,
  /** The debt's end: when it was settled (or cancelled by a dispute won), and what was collected of it. */
  debtSettledAt: z.int().nullable(),
  debtCollected: hundredths,
  note: z.string(),
  /** `provider` or `operator:<name>`. */
  openedBy: z.string(),
  createdAt: z.int(),
  resolvedAt: z.int().nullable(),
  resolvedBy: z.string().nullable(),
});
export type ConsoleReversal = z.infer<typeof consoleReversalSchema>;

/** A player whose withdrawals are held: an open dispute, or a debt finance has not settled. */
export const consoleHeldPlayerSchema = z.object({
  userId: z.int(),
  account: z.string(),
  openDisputes: z.int(),
  /** Hundredths owed (an open dispute's uncovered part included). */
  debt: hundredths,
  /** The coin the player has now: settling collects from it, up to the debt. */
  coin: hundredths,
  since: z.int(),
});
export type ConsoleHeldPlayer = z.infer<typeof consoleHeldPlayerSchema>;

const reason = z.string().trim().min(1).max(500);
const orderNo = z.string().regex(/^[A-Za-z0-9]{8,64}$/);

export const consoleChargebackCalls = {
  /** The latest 200 refunds and disputes (newest first) and every held player (the longest held first, 200 at most). */
  consoleChargebacks: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'compliance', 'admin'],
    body: z.strictObject({}),
    response: ok({ refunds: z.array(consoleReversalSchema), disputes: z.array(consoleReversalSchema), holds: z.array(consoleHeldPlayerSchema) }),
  }),
  /**
   * Records a chargeback the provider notified (its case reference), on a paid deposit: the amount (at most
   * what the deposit brought, less its refunds and other disputes) is frozen out of the player's coin, the
   * rest a debt; withdrawals held. Once per reference (a second is a 409).
   */
  consoleDisputeOpen: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({ orderNo, disputeRef: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/), amount: hundredths.min(1), reason }),
    response: ok({ dispute: consoleReversalSchema }),
  }),
  /** A dispute's outcome, once: won releases the frozen coin (and cancels its debt), lost lets the amount go. */
  consoleDisputeResolve: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({ id: z.int().min(1).max(2_147_483_647), outcome: z.enum(['won', 'lost']), reason }),
    response: ok({ dispute: consoleReversalSchema }),
  }),
  /**
   * Resolves a player's hold: every debt (of refunds and disputes no longer open) collected from the coin
   * the player has now, the rest written off; the hold ends unless a dispute is still open.
   */
  consoleWalletHoldResolve: defineConsoleCall({
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: z.strictObject({ userId: z.int().min(1).max(2_147_483_647), reason }),
    response: ok({
      settled: z.array(z.object({ id: z.int(), debt: hundredths, collected: hundredths, writtenOff: hundredths })),
      /** The player's hold after it (null: withdrawals are free again). */
      hold: consoleHeldPlayerSchema.nullable(),
    }),
  }),
};
