import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * Points (activity 9, prop 2002; docs/points-rank.md). Points are a ledger balance of their own,
 * earned as prizes (the Lucky Jackpot, VIP prizes and tasks) and spent by exchanging them for bonus
 * coin at the operator's rate. The server says what can be exchanged; the client never computes it.
 */

/**
 * Where points come from now, each a stable code the client names and explains (`points:source.<source>`):
 * `jackpot` (a Lucky Jackpot board cell pays points), `vip` (a VIP level-up, daily or sign-in award
 * pays points), `vipTasks` (a VIP weekly task pays points), `tasks` (a daily, weekly or one-time task or a
 * chest), `signIn` (a day of the sign-in calendar), `monthly` (a monthly bonus tier). Only sources that pay
 * points now are listed.
 */
export const pointsSourceSchema = z.object({
  source: z.enum(['jackpot', 'vip', 'vipTasks', 'tasks', 'signIn', 'monthly']),
  /** ActivityId (contract/enums.ts) of the source. */
  activityId: z.int(),
});
export type PointsSource = z.infer<typeof pointsSourceSchema>;

/** One exchange of points for coin. */
export const pointsExchangeViewSchema = z.object({
  id: z.int(),
  points: z.int().min(1),
  /** Bonus coin it paid, hundredths (whole pesos). */
  coin: hundredths,
  /** Epoch milliseconds. */
  createdAt: z.int(),
});

/** One movement of the player's points, newest first. */
export const pointsLogLineSchema = z.object({
  /** The ledger entry's id (the keyset of the pages). */
  id: z.int(),
  /** The transfer's kind: `points_exchange` (spent on coin), `jackpot_draw`, `reward` (a prize), … */
  kind: z.string(),
  /** The activity that paid them (ActivityId), when known; null for a movement of no activity. */
  activityId: z.int().nullable(),
  /** Signed points: earned > 0, spent < 0. */
  amount: z.int(),
  balanceAfter: z.int().min(0),
  time: z.int(),
});
export type PointsLogLine = z.infer<typeof pointsLogLineSchema>;

export const pointsCalls = {
  /**
   * The points page: the balance, how points are earned now, the exchange's rate and limits
   * (null when the exchange is not offered), what today's exchanges used of the daily cap.
   */
  pointsInfo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      /** The Points activity is on and the operator has set a rate: exchanges go through. */
      running: z.boolean(),
      points: z.int().min(0),
      rate: z
        .object({
          pointsPerPeso: z.int().min(1),
          minPoints: z.int().min(1),
          wagering: z.number().min(0),
          /** null: no daily cap. */
          dailyMaxPoints: z.int().min(1).nullable(),
        })
        .nullable(),
      /** Points exchanged today (Manila). */
      exchangedToday: z.int().min(0),
      /** Points still exchangeable today under the cap; null without a cap. */
      dailyLeft: z.int().min(0).nullable(),
      /** The player has made a valid top-up: exchanged coin is a free bonus and needs one (spec §5, errcode 5003). */
      hasDeposit: z.boolean(),
      sources: z.array(pointsSourceSchema),
    }),
  }),
  /**
   * Exchanges points for bonus coin at the configured rate, locked by its wagering. `requestId` makes
   * a retry (a double tap, a second tab) answer the first exchange instead of exchanging again.
   * Refusals change nothing: 5040 not enough points, 5041 below the minimum, 5042 not a whole
   * multiple of the rate, 5043 over today's cap, 5003 no top-up yet, 5004 protected, 5006 not running.
   */
  pointsExchange: defineCall({
    auth: 'user',
    body: body({ points: int32Id(1), requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
    response: ok({
      exchange: pointsExchangeViewSchema,
      /** Points after it. */
      points: z.int().min(0),
      /** Coin after it. */
      coin: hundredths,
      /** Coin of this exchange locked by wagering until its turnover is bet. */
      locked: hundredths,
    }),
  }),
  /** Every movement of the player's points, newest first, a page before `beforeId`. */
  pointsLog: defineCall({
    auth: 'user',
    body: body({ beforeId: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(), pageSize: z.int().min(1).max(50).optional() }),
    response: ok({ list: z.array(pointsLogLineSchema), nextBeforeId: z.int().nullable() }),
  }),
};
