import { z } from 'zod';
import { body, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';
import { claimResultSchema, claimStatusSchema } from './vip.ts';

/**
 * The daily sign-in calendar (FreeSign, activity 36; docs/checkin.md). A cycle of `signInCalendar`
 * days: each Manila calendar day the player may claim the next day of the cycle once; claiming on
 * consecutive Manila days is a streak, and a missed day starts the cycle again at day 1 (no makeup).
 * Every prize is a free bonus paid through the rewards engine: it needs the player's first valid
 * top-up (5003) and is withheld from protected players (5004).
 */

/** One day of the cycle: its prize and where it stands for this player now. */
export const signInDaySchema = z.object({
  /** 1 … cycleLength. */
  day: z.int().min(1),
  items: z.array(rewardItemSchema),
  /** claimed in this cycle; claimable: today's day, not yet claimed; locked: a later day (or a visitor, or not running). */
  status: claimStatusSchema,
});
export type SignInDay = z.infer<typeof signInDaySchema>;

export const checkinCalls = {
  /**
   * The calendar. Public: a visitor sees the cycle and its prizes (every day locked, `signedIn`
   * false); a player sees which days of the current cycle are claimed, today's day and whether it
   * can be claimed, the streak, and when the next Manila day begins.
   */
  loginBonus3User: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({
      /** The operator runs the activity and configured its days; false: nothing can be claimed (5006). */
      running: z.boolean(),
      signedIn: z.boolean(),
      cycleLength: z.int().min(0),
      days: z.array(signInDaySchema),
      /** Today's day of the cycle: claimed today, or the one a claim today pays (1 for a visitor). */
      today: z.int().min(1),
      todayStatus: claimStatusSchema,
      /** Consecutive Manila days claimed, up to today (or yesterday while today is still open). */
      streak: z.int().min(0),
      /** The last claim was before yesterday: the streak broke and today starts again at day 1. */
      missed: z.boolean(),
      /** Sign-in prizes are free bonuses: they need one valid top-up first (spec §5). */
      hasDeposit: z.boolean(),
      /** Turnover multiple of the prizes' coin before it may be withdrawn. */
      wagering: z.number().min(0),
      /** The server's clock (epoch ms), so a countdown to nextResetAt does not depend on the phone's. */
      now: z.int(),
      /** The next Manila midnight (epoch ms): when the next day's claim opens. */
      nextResetAt: z.int(),
    }),
  }),
  /** Claims today's day of the cycle (once per Manila day). */
  loginBonus3Receive: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      ...claimResultSchema,
      /** The day of the cycle this claim paid. */
      day: z.int().min(1),
      /** The streak after this claim. */
      streak: z.int().min(1),
    }),
  }),
};
