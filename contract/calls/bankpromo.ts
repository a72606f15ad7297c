import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The bank promotion (issue 32, activity BankPromo 80, route `/activity/bank`; docs/bankpromo.md): a
 * bonus on deposits made through the bank channels (the deposit channels of `rechargeTypeMap` the
 * operator names as bank transfers; the banks they reach are the recharge bank map's). A percent of the
 * deposit, at most a cap, from a minimum deposit, locked by a turnover multiple, all set in the
 * console. Paid with the deposit's credit (when the order is paid), once per order, never to a
 * protected player.
 */

export const bankPromoTermsSchema = z.object({
  /** Percent of the deposit (1–100). */
  percent: z.int().min(1).max(100),
  /** The largest bonus of one deposit (hundredths). */
  maxBonus: hundredths,
  /** The smallest deposit that gets a bonus (hundredths). */
  minDeposit: hundredths,
  /** The bonus's turnover multiple before it may be withdrawn. */
  wagering: z.int().min(0).max(50),
  /** The deposit channels (rechargeTypeMap ids) that are bank transfers. */
  typeIds: z.array(z.int().min(1)).min(1).max(20),
});
export type BankPromoTerms = z.infer<typeof bankPromoTermsSchema>;

/** The defaults a fresh database has (docs/bankpromo.md "Terms"): 5% up to ₱1,000 from ₱500, 5×, the Bank transfer channel (3). */
export const bankPromoDefaults: BankPromoTerms = { percent: 5, maxBonus: 1_000_00, minDeposit: 500_00, wagering: 5, typeIds: [3] };

/**
 * The bonus a deposit of `amount` (hundredths) on channel `typeId` gets: floor(amount × percent / 100),
 * at most maxBonus; 0 below the minimum or on a channel that is not a bank one. Shared by the server
 * (what it pays) and the deposit page (what it shows), so both say the same figure.
 */
export function bankPromoBonus(amount: number, typeId: number, terms: Pick<BankPromoTerms, 'percent' | 'maxBonus' | 'minDeposit' | 'typeIds'>): number {
  if (!Number.isSafeInteger(amount) || amount < terms.minDeposit || !terms.typeIds.includes(typeId)) return 0;
  return Math.min(Math.floor((amount * terms.percent) / 100), terms.maxBonus);
}

export const bankPromoCalls = {
  /**
   * The terms, whether the promotion runs (the activity switched on) and applies to this player (not
   * protected), the banks (recharge bank map, open ones) and what the player was paid so far.
   */
  bankPromo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      running: z.boolean(),
      withheld: z.boolean(),
      terms: bankPromoTermsSchema,
      banks: z.array(z.object({ id: z.int(), name: z.string(), code: z.string() })),
      paid: z.object({ count: z.int().min(0), total: hundredths }),
    }),
  }),
  /** The player's bank bonuses, newest first. */
  bankPromoLog: defineCall({
    auth: 'user',
    body: body({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(50).default(20) }),
    response: ok({ list: z.array(z.object({ orderNo: z.string(), typeId: z.int(), amount: hundredths, bonus: hundredths, wagering: z.int(), paidAt: z.int() })), total: z.int().min(0) }),
  }),
};
