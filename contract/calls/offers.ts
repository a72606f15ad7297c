import { z } from 'zod';
import { body, hundredths, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';
import { claimResultSchema, claimStatusSchema } from './vip.ts';

/**
 * The offers (issue 20, docs/offers.md): the monthly bonus (activity 45), the first-deposit offer
 * (activity 44) and the welcome bonus (sign-up bonus, activity 15) as the player follows them. The
 * spec names no calls for them: they are named here. Every prize is paid through the rewards engine;
 * the monthly bonus is a free bonus (a first top-up needed, 5003), the first-deposit bonus comes only
 * with the first paid deposit that opted in (`recharge` `firstDeposit`).
 */

/** One month's valid bets and the tier they reach (1 = the lowest; null: none). */
export const monthBetsSchema = z.object({
  /** The Manila month, YYYY-MM. */
  period: z.string(),
  validBet: hundredths,
  tier: z.int().min(1).nullable(),
});

/** A bonus the player holds: what was paid and what of it wagering still locks. */
export const bonusStandingSchema = z.object({
  /** The bonus coin paid (hundredths). */
  amount: hundredths,
  /** Of it, what cannot be withdrawn yet (0 once its turnover is bet and, when needed, a top-up made). */
  locked: hundredths,
  /** Valid bets still needed to unlock it. */
  turnoverLeft: hundredths,
  /** It also waits for the player's first top-up (the welcome bonus). */
  needsDeposit: z.boolean(),
});
export type BonusStanding = z.infer<typeof bonusStandingSchema>;

export const offerCalls = {
  /**
   * The monthly bonus: its tiers, last month's valid bets and the tier they reached (this month's
   * prize), this month's bets so far and the tier they would give next month, and whether this month's
   * prize can be claimed. Public: a visitor gets the tiers and no bets.
   */
  monthlyBonusInfo: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({
      /** The operator runs it (activity 45 on): off, nothing can be claimed (5006). */
      running: z.boolean(),
      tiers: z.array(z.object({ tier: z.int().min(1), minValidBet: hundredths, items: z.array(rewardItemSchema) })),
      /** Turnover multiple of the prize's coin. */
      wagering: z.number().min(0),
      lastMonth: monthBetsSchema,
      thisMonth: monthBetsSchema,
      /** This month's prize: claimable (a tier reached last month, not claimed yet), claimed, or locked (no tier). */
      status: claimStatusSchema,
      /** The end of this Manila month (epoch ms): the prize must be claimed before it, and this month's bets count until it. */
      endsAt: z.int(),
      /** The player has made a valid top-up: the prize is a free bonus and needs one (spec §5). */
      hasDeposit: z.boolean(),
      /** Promotions are withheld from this player now (time-out, exclusion, cooling-off). */
      withheld: z.boolean(),
    }),
  }),
  /** Claims this month's monthly bonus, from last month's valid bets; once per Manila month. */
  monthlyBonusReceive: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(claimResultSchema),
  }),
  /**
   * The first-deposit offer's terms and where the player stands: whether the deposit form may offer it
   * (`applies`), the first-deposit bonus once paid, and the welcome bonus (sign-up bonus) waiting for the
   * first deposit and its turnover. Public: a visitor gets the terms.
   */
  firstDepositOffer: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({
      /** The operator runs it (activity 44 on). */
      running: z.boolean(),
      percent: z.int().min(0),
      maxBonus: hundredths,
      minDeposit: hundredths,
      wagering: z.number().min(0),
      /** The deposit form offers it now: signed in, running, no deposit paid yet, promotions not withheld. */
      applies: z.boolean(),
      hasDeposit: z.boolean(),
      withheld: z.boolean(),
      /** The first-deposit bonus paid to this player, or null. */
      bonus: bonusStandingSchema.nullable(),
      /** The welcome bonus (activity 15) granted at sign-up, or null (none granted, or a visitor). */
      welcome: bonusStandingSchema.nullable(),
    }),
  }),
};
