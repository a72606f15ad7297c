import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The leaderboard (activity 46; docs/points-rank.md): players ordered by valid bets (settled real
 * stakes) of the Manila day or the ISO week (Monday to Sunday, Manila), the bigger first, ties to the
 * earlier account (lower player id). Names are masked but the player's own.
 */

export const rankPeriodSchema = z.enum(['day', 'week']);
export type RankPeriod = z.infer<typeof rankPeriodSchema>;

export const rankRowSchema = z.object({
  rank: z.int().min(1),
  /** Masked (`Ju***n`), except the signed-in player's own row. */
  nickname: z.string(),
  validBet: hundredths,
  /** The signed-in player's own row. */
  me: z.boolean(),
});
export type RankRow = z.infer<typeof rankRowSchema>;

export const rankCalls = {
  /**
   * A page of this day's or week's board, with the player's own place (null for a visitor or a player
   * with no valid bet in the period). Public: a visitor sees it when the activity's unloginShowStatus
   * allows (401 otherwise); 5006 when the activity is off.
   */
  rankList: defineCall({
    auth: 'public',
    body: body({
      period: rankPeriodSchema,
      pageNum: int32Id(1).default(1),
      pageSize: z.int().min(1).max(20).default(10),
    }),
    response: ok({
      period: rankPeriodSchema,
      /** The Manila period: 2026-11-25, or 2026-W48. */
      periodKey: z.string(),
      /** The period's first instant and the next period's first (epoch ms). */
      start: z.int(),
      end: z.int(),
      list: z.array(rankRowSchema),
      /** Players on the board (valid bets above 0 in the period). */
      total: z.int().min(0),
      mine: z.object({ rank: z.int().min(1), validBet: hundredths }).nullable(),
    }),
  }),
};
