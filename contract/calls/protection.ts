import { z } from 'zod';
import { body, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * Player protection (DESIGN §8, issue 19; the spec names the page `/member/self-limited` but no calls,
 * so these are ours). Limits on deposits, losses and wagers per Manila day, week or month, and on
 * minutes of play per Manila day: a lower limit applies at once, a higher one or a removal only after
 * 24 hours of cooling-off and the player's confirmation. Time-out and self-exclusion sign the player
 * out everywhere at once. The reality check's session clock is kept by the server.
 */
export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriodName = (typeof limitPeriods)[number];

/** Money limits are whole pesos in hundredths; the session limit is minutes (1–1440, period `day`). */
export const SESSION_LIMIT_MAX_MINUTES = 1440;
export const MONEY_LIMIT_MAX = 1_000_000_000;
export const TIME_OUT_DAYS = [1, 7, 30] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export const REALITY_CHECK_MINUTES = { min: 15, max: 240, default: 60 } as const;

export const selfLimitSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** In force: hundredths (money) or minutes (session). */
  amount: z.int(),
  /** A raise waiting for its cooling-off and confirmation (null: none, or a removal). */
  pendingAmount: z.int().nullable(),
  pendingRemove: z.boolean(),
  /** When the pending raise or removal may be confirmed; null when nothing waits. */
  pendingFrom: z.int().nullable(),
  /** Used in the current period: deposited, net lost or wagered (hundredths), or minutes played. */
  used: z.int(),
  left: z.int(),
  resetsAt: z.int(),
});
export type SelfLimit = z.infer<typeof selfLimitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion', 'operator']),
  until: z.int(),
  irrevocableUntil: z.int().nullable(),
});

/**
 * Ending a self-exclusion after its irrevocable months (docs/protection.md): `endable` once they are
 * over (the player may ask), `endFrom` when an asked end may be confirmed (asked + 24 h; null: not asked),
 * `endConfirmable` once that time has come. Null without a self-exclusion in force.
 */
export const selfExclusionEndSchema = z.object({
  endable: z.boolean(),
  endFrom: z.int().nullable(),
  endConfirmable: z.boolean(),
});

export const realityCheckSchema = z.object({
  /** A play session is running (a stake in the last 30 minutes). */
  active: z.boolean(),
  startedAt: z.int().nullable(),
  minutesPlayed: z.int(),
  staked: z.int(),
  won: z.int(),
  /** won − staked: negative is a loss. */
  net: z.int(),
  intervalMinutes: z.int(),
  /** When the next reality check is due (null without a session). */
  nextCheckAt: z.int().nullable(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

const limitKey = { kind: z.enum(limitKinds), period: z.enum(limitPeriods) };

export const protectionCalls = {
  /** The player's limits, any exclusion in force, the reality-check interval. */
  selfLimitInfo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      limits: z.array(selfLimitSchema),
      exclusion: exclusionSchema.nullable(),
      selfExclusionEnd: selfExclusionEndSchema.nullable(),
      realityCheckMinutes: z.int(),
      coolingOff: z.boolean(),
    }),
  }),
  /**
   * Sets a limit (amount) or removes it (null). Lower or new: at once (`applied: 'now'`). Higher or
   * removed: pending until 24 h later, then confirmSelfLimit (`applied: 'pending'`).
   */
  setSelfLimit: defineCall({
    auth: 'user',
    body: body({ ...limitKey, amount: z.int().min(1).max(MONEY_LIMIT_MAX).nullable() }),
    response: ok({ limit: selfLimitSchema.nullable(), applied: z.enum(['now', 'pending']) }),
  }),
  /** Confirms a pending raise or removal once its 24 hours have passed. */
  confirmSelfLimit: defineCall({
    auth: 'user',
    body: body(limitKey),
    response: ok({ limit: selfLimitSchema.nullable() }),
  }),
  /** Drops a pending raise or removal: the limit in force stays. */
  cancelPendingLimit: defineCall({
    auth: 'user',
    body: body(limitKey),
    response: ok({ limit: selfLimitSchema.nullable() }),
  }),
  /** A time-out of 1, 7 or 30 days: at once, every session signed out. `confirm` is the second step. */
  takeTimeOut: defineCall({
    auth: 'user',
    body: body({ days: z.union([z.literal(1), z.literal(7), z.literal(30)]), confirm: z.literal(true) }),
    response: ok({ until: z.int() }),
  }),
  /** Self-exclusion for 6, 12 or 60 months (the first 6 cannot be revoked): at once, signed out everywhere. */
  selfExclude: defineCall({
    auth: 'user',
    body: body({ months: z.union([z.literal(6), z.literal(12), z.literal(60)]), confirm: z.literal(true) }),
    response: ok({ until: z.int(), irrevocableUntil: z.int() }),
  }),
  /**
   * Asks to end the self-exclusion in force once its irrevocable months are over: it may be confirmed
   * 24 hours later (`confirmFrom`); until then nothing changes. Asking again restarts the 24 hours.
   * 6006 for a time-out, an operator's exclusion, the irrevocable months (params until) or none.
   */
  askSelfExclusionEnd: defineCall({
    auth: 'user',
    body: body({ confirm: z.literal(true) }),
    response: ok({ confirmFrom: z.int() }),
  }),
  /**
   * Ends the self-exclusion the player asked to end, at or after `confirmFrom` (6004 before, params at;
   * 6005 when not asked): at once, every session signed out. `until`: an exclusion still in force (a
   * time-out, an operator's), or null.
   */
  confirmSelfExclusionEnd: defineCall({
    auth: 'user',
    body: body({ confirm: z.literal(true) }),
    response: ok({ until: z.int().nullable() }),
  }),
  /** Drops an asked end: the self-exclusion runs its course (6005 when nothing was asked). */
  cancelSelfExclusionEnd: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({}),
  }),
  /** The session clock: time played and net result of this play session, when the next check is due. */
  realityCheck: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(realityCheckSchema.shape),
  }),
  /** "Keep playing": the next check comes a full interval from now. */
  realityCheckContinue: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(realityCheckSchema.shape),
  }),
  setRealityCheckInterval: defineCall({
    auth: 'user',
    body: body({ minutes: z.int().min(REALITY_CHECK_MINUTES.min).max(REALITY_CHECK_MINUTES.max) }),
    response: ok({ minutes: z.int() }),
  }),
};
