import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';

/**
 * VIP (spec §3, §6, §7; docs/rewards.md "VIP"). Experience is earned by valid bets (settled real
 * stakes): one point per whole peso. `vip` is the highest level of `vipMap` whose experience is
 * reached; `userLevel` the highest of `levelConfig` whose betAmount the all-time bet reaches.
 * Every prize is paid through the rewards engine; every VIP prize is a free bonus, so it needs the
 * player's first valid top-up (errcode 5003) and carries the configured wagering.
 */

/** Where a prize stands for this player: can be claimed now, already claimed, or not yet reached. */
export const claimStatusSchema = z.enum(['claimable', 'claimed', 'locked']);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** One VIP level as the VIP desk shows it (config vipMap plus the prizes the operator set). */
export const vipLevelViewSchema = z.object({
  level: z.int().min(0),
  /** Experience needed to reach it. */
  experience: z.int().min(0),
  /** Valid bets of a Manila day needed before that day's VIP daily award may be claimed (vipMap betLimit). */
  betLimit: hundredths,
  /** The daily award (vipMap dailyAward). */
  dailyAward: z.array(rewardItemSchema),
  /** Paid once when the level is first reached (receiveVipBonusUser). */
  levelUpBonus: z.array(rewardItemSchema),
  /** The VIP sign-in award of a Manila day at this level. */
  signInAward: z.array(rewardItemSchema),
  /** Bet rebate rates at this level by game type id (config gameTypes), in basis points (1 bp = 0.01%). */
  rebateBps: z.record(z.string(), z.int().min(0)),
  showType: z.int(),
});
export type VipLevelView = z.infer<typeof vipLevelViewSchema>;

/** A VIP task of the Manila week: bet (or deposit) a target, then claim its prize once. */
export const vipTaskSchema = z.object({
  id: z.int(),
  /** 'validBet' or 'deposit': the client names it from locales (`vip.task.<kind>`). */
  kind: z.enum(['validBet', 'deposit']),
  /** The lowest VIP level the task is offered to. */
  minVip: z.int().min(0),
  target: hundredths,
  progress: hundredths,
  items: z.array(rewardItemSchema),
  status: claimStatusSchema,
});

/** What a claim paid: the items (for the reward popup) and the balances after it. */
export const claimResultSchema = {
  items: z.array(rewardItemSchema),
  /** Coin after the claim. */
  coin: hundredths,
  /** Coin of this claim locked by wagering until its turnover is bet. */
  locked: hundredths,
};

/** One game type's rebate now. */
export const rebateLineSchema = z.object({
  /** Game type id (config gameTypes). */
  type: z.int(),
  /** Valid bets not yet rebated. */
  validBet: hundredths,
  /** The rate those bets earned, basis points (the player's VIP level when each bet settled). */
  rateBps: z.int().min(0),
  /** What a claim pays now (hundredths, floored): `accrued` once it reaches the betBonus `minClaim`, else 0. */
  claimable: hundredths,
  /** Rebate earned by those bets and not yet paid (hundredths, floored); below `minClaim` it keeps accruing. */
  accrued: hundredths,
});

export const rebateRecordSchema = z.object({
  id: z.int(),
  type: z.int(),
  validBet: hundredths,
  rateBps: z.int().min(0),
  amount: hundredths,
  createdAt: z.int(),
});

export const vipCalls = {
  /** The VIP desk: level, experience and the next level, every level's prizes, and what is claimable. */
  getVipInfo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      vip: z.int().min(0),
      vipExp: z.int().min(0),
      /** null at the top level. */
      nextLevel: z.int().nullable(),
      /** Experience the next level needs (absolute), null at the top. */
      nextExp: z.int().nullable(),
      levels: z.array(vipLevelViewSchema),
      /** Each level above 0 up to the top: claimable once reached, claimed after. */
      levelUpBonuses: z.array(z.object({ level: z.int(), items: z.array(rewardItemSchema), status: claimStatusSchema })),
      /** Today's (Manila) daily award at the player's level; locked below VIP 1 or before betLimit is bet today. */
      daily: z.object({ items: z.array(rewardItemSchema), status: claimStatusSchema, todayValidBet: hundredths, betLimit: hundredths }),
      /** Today's VIP sign-in award; locked below VIP 1. */
      signIn: z.object({ items: z.array(rewardItemSchema), status: claimStatusSchema }),
      tasks: z.array(vipTaskSchema),
      /** The player has made a valid top-up: VIP prizes are free bonuses and need one (spec §5). */
      hasDeposit: z.boolean(),
    }),
  }),
  /** The player's level changes, newest first (the level "audit" the VIP page shows). */
  getVipLevelAudit: defineCall({
    auth: 'user',
    body: body({ beforeId: int32Id(1).optional(), pageSize: z.int().min(1).max(50).optional() }),
    response: ok({
      list: z.array(z.object({ id: z.int(), fromLevel: z.int(), toLevel: z.int(), vipExp: z.int(), createdAt: z.int() })),
      nextBeforeId: z.int().nullable(),
    }),
  }),
  /** Claims the level-up bonus of a level the player has reached, once. */
  receiveVipBonusUser: defineCall({
    auth: 'user',
    body: body({ level: z.int().min(1).max(1000) }),
    response: ok(claimResultSchema),
  }),
  /** Claims today's (Manila) VIP daily award. */
  appVipUserReceiveDaily: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(claimResultSchema),
  }),
  /** Claims today's (Manila) VIP sign-in award. */
  appVipUserReceiveSignInAward: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(claimResultSchema),
  }),
  /** Claims a finished VIP task of this Manila week. */
  receiveVipTaskAndBonus: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok(claimResultSchema),
  }),
  /** Bet rebates now: one line per game type with valid bets not yet rebated (type 0 or absent: all types). */
  betBonus: defineCall({
    auth: 'user',
    body: body({ type: int32Id().optional() }),
    response: ok({
      list: z.array(rebateLineSchema),
      /** Sum of the lines' claimable. */
      total: hundredths,
      /** Sum of the lines' accrued (claimable or not yet). */
      accrued: hundredths,
      /** A game type's rebate becomes claimable from this much (hundredths: ₱1); a claim below it is 5001. */
      minClaim: hundredths,
      /** The player's current rates by game type id, basis points. */
      rates: z.record(z.string(), z.int().min(0)),
      /** The highest rate the operator may set (regulators cap rebates), basis points. */
      capBps: z.int().min(0),
    }),
  }),
  /** Claims one game type's rebate (from `minClaim`; below it 5001 `errors.reward.rebateBelowMinimum`). */
  betBonusByTypeReceive: defineCall({
    auth: 'user',
    body: body({ type: int32Id(1) }),
    response: ok(claimResultSchema),
  }),
  /** Claims every game type's rebate that reached `minClaim`, at once; the others keep accruing. */
  betBonusReceive: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(claimResultSchema),
  }),
  /** Rebates paid, newest first, a page before `beforeId`. */
  betBonusLog: defineCall({
    auth: 'user',
    body: body({ beforeId: int32Id(1).optional(), pageSize: z.int().min(1).max(50).optional() }),
    response: ok({ list: z.array(rebateRecordSchema), nextBeforeId: z.int().nullable() }),
  }),
};
