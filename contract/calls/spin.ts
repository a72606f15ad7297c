import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';

/**
 * The spin wheel (issue 29, `/activity/spin`, ActivityId.SpinWheel 73; docs/spin.md). The spec names
 * no calls for it; these are ours. Spins come from config sources counted per Manila day: a daily
 * free spin, spins earned by deposits and by valid bets. The server draws each spin through the
 * fairness module (table `spin`) and pays it through the rewards engine before answering; the wheel
 * only animates to the segment it is told. The odds table is the truth; slice sizes are decoration.
 */

/** A segment's tier: how grand the drawing is (the scene's landed state per tier). */
export const spinTiers = ['small', 'medium', 'large', 'grand'] as const;
export type SpinTier = (typeof spinTiers)[number];

/** Shipped prize art of the wheel, by alias (drawn by the client). */
export const spinArtAliases = ['coins', 'coin-bag', 'coin-chest', 'diamond', 'diamonds', 'points'] as const;
export type SpinArtAlias = (typeof spinArtAliases)[number];

/** Where spins come from: `daily` free spins, `deposit` (one per `step` deposited today), `bet` (one per `step` of valid bets today). */
export const spinSourceKinds = ['daily', 'deposit', 'bet'] as const;
export type SpinSourceKind = (typeof spinSourceKinds)[number];

/** One slice of the wheel, in drawing order (index 0 at the top, clockwise). */
export const spinSegmentSchema = z.object({
  /** The segment's id: the fair table's entry id. */
  id: z.int(),
  /** What it pays: coin in hundredths, diamonds and points a count (spec prop ids). */
  items: z.array(rewardItemSchema).min(1),
  tier: z.enum(spinTiers),
  art: z.enum(spinArtAliases),
  /** Its chance: weight / totalWeight of the fair table in force (the odds table beside the wheel). */
  weight: z.int().min(0),
});
export type SpinSegment = z.infer<typeof spinSegmentSchema>;

/** One source of spins and the player's progress on it today (Asia/Manila day). */
export const spinSourceSchema = z.object({
  kind: z.enum(spinSourceKinds),
  /** Spins this source gave today (after its cap). */
  earned: z.int().min(0),
  /** The most spins it gives in a day. */
  cap: z.int().min(0),
  /** Hundredths that earn one spin (0 for `daily`). */
  step: hundredths,
  /** Hundredths counted today (deposited, or bet validly; 0 for `daily`). */
  amount: hundredths,
  /** Hundredths still needed for the next spin ("deposit ₱N more"); 0 when capped or for `daily`. */
  need: hundredths,
});
export type SpinSource = z.infer<typeof spinSourceSchema>;

export const spinInfoSchema = z.object({
  /** The wheel is on and its fair table can draw. */
  running: z.boolean(),
  segments: z.array(spinSegmentSchema),
  /** The fair table's key (`spin`), version and total weight: a segment's chance is weight / totalWeight. */
  tableKey: z.string(),
  tableVersion: z.int().min(0),
  totalWeight: z.int().min(0),
  /** Spins the player can use now (0 for a visitor). */
  spinsLeft: z.int().min(0),
  /** Spins used today. */
  spinsUsed: z.int().min(0),
  /** Each source with its progress (a visitor sees the terms with nothing counted). */
  sources: z.array(spinSourceSchema),
  /** When today's counts restart (the next Manila midnight, epoch ms). */
  resetsAt: z.int(),
  /** A protected player (cooling-off, self-exclusion, …) cannot spin (5004). */
  withheld: z.boolean(),
  /** Prizes are free bonuses: no spin before a first top-up (spec §5; 5003). */
  needsDeposit: z.boolean(),
});
export type SpinInfo = z.infer<typeof spinInfoSchema>;

/** A spin as the record keeps it. */
export const spinRecordSchema = z.object({
  spinId: z.int(),
  segmentId: z.int(),
  /** Where the segment sits on the wheel now (the wheel the spin landed on). */
  segmentIndex: z.int().min(0),
  items: z.array(rewardItemSchema),
  tier: z.enum(spinTiers),
  /** The fair draw that decided it (verifiable in the fairness record). */
  fairDrawId: z.int(),
  time: z.int(),
});
export type SpinRecord = z.infer<typeof spinRecordSchema>;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const spinCalls = {
  /** The wheel, its odds, the player's spins left and how to earn more. Public: a visitor gets no spins. */
  getSpinInfo: defineCall({
    auth: 'public',
    body: body({}),
    response: ok(spinInfoSchema.shape),
  }),
  /**
   * Spends one spin: draws a segment and pays it before answering. `requestId` makes a retry answer
   * the first spin (paid once). Refusals change nothing: 9301 no spin left, 9302 wheel off,
   * 5003 no top-up yet, 5004 protected.
   */
  spinWheel: defineCall({
    auth: 'user',
    body: body({ requestId }),
    response: ok({ spinId: z.int(), segmentId: z.int(), segmentIndex: z.int().min(0), items: z.array(rewardItemSchema), tier: z.enum(spinTiers), spinsLeft: z.int().min(0), fairDrawId: z.int() }),
  }),
  /** The player's spins with their prizes, newest first, a page at a time. */
  spinLog: defineCall({
    auth: 'user',
    body: body({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(50).default(20) }),
    response: ok({ list: z.array(spinRecordSchema), total: z.int().min(0) }),
  }),
};
