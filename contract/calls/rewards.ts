import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The rewards engine's face to players (DESIGN §7, docs/rewards.md): what a prize is made of, the
 * record of every grant, the coupons and tickets a player owns, and the red-dot flags (spec §3).
 */

/** One item of a prize, in the spec's prop ids: coin and jackpot prizes in hundredths, others a count. */
export const rewardItemSchema = z.object({ propId: z.int(), count: z.int().min(1) });
export type RewardItemView = z.infer<typeof rewardItemSchema>;

/**
 * Red-dot flags (spec §3): true when something waits for the player there. The server computes
 * them (the client never does) and sends them on every `refreshData`. Flags whose activity is not
 * built yet are false.
 */
export const redDotsSchema = z.object({
  /** A daily, weekly or one-time task is finished, or a liveness chest reached, and not claimed (docs/tasks.md). */
  task: z.boolean(),
  mail: z.boolean(),
  signupBonus: z.boolean(),
  spin: z.boolean(),
  agent5: z.boolean(),
  /** A VIP level-up bonus, the daily award, the VIP sign-in award or a VIP task waits. */
  vip: z.boolean(),
  /** Today's day of the daily sign-in calendar can be claimed (loginBonus3Receive would pay). */
  signIn: z.boolean(),
  email: z.boolean(),
  drawChance: z.boolean(),
  diamondMall: z.boolean(),
  /** A bet rebate can be claimed (betBonus). */
  rebate: z.boolean(),
});
export type RedDots = z.infer<typeof redDotsSchema>;
export const redDotKeys = Object.keys(redDotsSchema.shape) as (keyof RedDots)[];

/** One grant in the player's reward record: where it came from and what it paid. */
export const rewardGrantSchema = z.object({
  id: z.int(),
  /** ActivityId (contract/enums.ts). */
  activityId: z.int(),
  /** Why, a stable code the client translates (`rewards.reason.<reason>`): signup, jackpot_draw, vip_level_up, vip_daily, vip_sign_in, vip_task, bet_rebate, coupon_bonus, daily_sign_in, points_exchange, task, task_chest. */
  reason: z.string(),
  /** The Manila period it belongs to (2026-11-25, 2026-W48, 2026-11 or once). */
  period: z.string(),
  items: z.array(rewardItemSchema),
  /** Coin of this grant still locked by wagering (0 when none or unlocked). */
  locked: hundredths,
  /** Epoch milliseconds. */
  createdAt: z.int(),
});
export type RewardGrantView = z.infer<typeof rewardGrantSchema>;

/** A coupon or ticket the player owns (spec §3: coupons 1001–1399 show as percent; diamond and lottery coupons are tickets). */
export const ownedPropSchema = z.object({
  id: z.int(),
  propId: z.int(),
  /** Deposit bonus percent for coupons (couponPercent(propId)); 0 for tickets. */
  percent: z.int().min(0),
  /** Epoch milliseconds; null: never expires. */
  expiresAt: z.int().nullable(),
  status: z.enum(['active', 'used', 'expired']),
  /** Epoch milliseconds the grant gave it. */
  createdAt: z.int(),
});
export type OwnedProp = z.infer<typeof ownedPropSchema>;

export const rewardCalls = {
  /** The player's reward record (/reward/record): every grant, newest first, a page before `beforeId`; optionally one activity. */
  activityAwardGetLog: defineCall({
    auth: 'user',
    body: body({
      activityId: int32Id().optional(),
      beforeId: int32Id(1).optional(),
      pageSize: z.int().min(1).max(50).optional(),
    }),
    response: ok({ list: z.array(rewardGrantSchema), nextBeforeId: z.int().nullable() }),
  }),
  /** The player's coupons and tickets, active first (soonest to expire first), then used and expired of the last 30 days. */
  userPropList: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ list: z.array(ownedPropSchema) }),
  }),
  /** The red-dot flags alone (they also ride on refreshData), for a screen that wants them now. */
  redDots: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ redDots: redDotsSchema }),
  }),
};

/** Every flag down: what a player with nothing waiting sees (and where the client starts before refreshData). */
export const noRedDots: RedDots = Object.fromEntries(redDotKeys.map((key) => [key, false])) as RedDots;
