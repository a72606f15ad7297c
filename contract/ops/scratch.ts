import { z } from 'zod';
import { int32Id, ok, PESO } from '../common.ts';
import { scratchCardArts } from '../calls/scratch.ts';
import { isDiamondCoupon } from '../diamondCoupons.ts';
import { PropId } from '../enums.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Scratch-card types in the console (docs/scratch.md "Console"): admins create a type beside a mall item
 * of kind `scratchCard`, its prizes becoming version 1 of its fair table `scratch:<key>`, and change its
 * look and terms. A new type starts off sale; its prizes may change only until it is first put on sale
 * (then weights change on the odds page, with a second admin, like every weighted table).
 */
const MANAGERS = ['admin'] as const;

/** A type's key: lowercase letters, digits and dashes (its table is `scratch:<key>`). */
export const SCRATCH_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
export const SCRATCH_PRIZES_MIN = 1;
export const SCRATCH_PRIZES_MAX = 12;
/** The share of the area uncovered at which a card reveals itself, in percent. */
export const SCRATCH_AUTO_REVEAL = { min: 30, max: 90 } as const;
/** The brush's radius in stroke units (the area is 1000 × 600: scenes/scratch draws any of these). */
export const SCRATCH_BRUSH = { min: 20, max: 120 } as const;
/** Per prize: coin at most ₱100,000 (hundredths, whole pesos), points and diamonds at most 1,000,000, a coupon once. */
export const SCRATCH_PRIZE_COIN_MAX = 10_000_000;
export const SCRATCH_PRIZE_COUNT_MAX = 1_000_000;
/** Twelve weights of at most this sum below 2^32 (the fairness tables' bound). */
export const SCRATCH_WEIGHT_MAX = 100_000_000;

/** One prize as the console sends it: coin 2001 (hundredths), points 2002, diamonds 60001, a diamond coupon 100001–100005 (count 1). */
export const consoleScratchPrizeSchema = z.strictObject({
  propId: z.int().min(1).max(2_147_483_647),
  count: z.int().min(1).max(SCRATCH_PRIZE_COIN_MAX),
  weight: z.int().min(1).max(SCRATCH_WEIGHT_MAX),
});
export type ConsoleScratchPrize = z.infer<typeof consoleScratchPrizeSchema>;
/**
 * Why a card cannot pay this prize (the field of the prize that is wrong), or null: coin in whole pesos
 * up to ₱100,000, points or diamonds up to 1,000,000, one diamond coupon. The form and the server both ask.
 */
export function scratchPrizeProblem(prize: { propId: number; count: number }): 'propId' | 'count' | null {
  if (prize.propId === PropId.coin) return prize.count >= 1 && prize.count <= SCRATCH_PRIZE_COIN_MAX && prize.count % PESO === 0 ? null : 'count';
  if (prize.propId === PropId.points || prize.propId === PropId.diamond) return prize.count >= 1 && prize.count <= SCRATCH_PRIZE_COUNT_MAX ? null : 'count';
  if (isDiamondCoupon(prize.propId)) return prize.count === 1 ? null : 'count';
  return 'propId';
}

const prizesSchema = z.array(consoleScratchPrizeSchema).min(SCRATCH_PRIZES_MIN).max(SCRATCH_PRIZES_MAX);

/** What an admin may change on any type. */
const termsSchema = z.strictObject({
  art: z.enum(scratchCardArts),
  autoRevealPercent: z.int().min(SCRATCH_AUTO_REVEAL.min).max(SCRATCH_AUTO_REVEAL.max),
  brushRadius: z.int().min(SCRATCH_BRUSH.min).max(SCRATCH_BRUSH.max),
  wagering: z.int().min(0).max(10),
  sort: z.int().min(0).max(10_000),
});

export const consoleScratchTypeSchema = z.object({
  id: z.int(),
  key: z.string(),
  /** The mall item's (its name, price, stock and limits are edited on the mall items page). */
  itemId: z.int(),
  name: z.string(),
  price: z.int(),
  itemOnSale: z.boolean(),
  art: z.enum(scratchCardArts),
  /** The type's switch; players can buy only when it and the item are on. */
  onSale: z.boolean(),
  autoRevealPercent: z.int(),
  brushRadius: z.int(),
  wagering: z.int(),
  sort: z.int(),
  tableKey: z.string(),
  /** The version in force now (null: none yet) and its prizes; `newestVersion` may start later. */
  tableVersion: z.int().nullable(),
  newestVersion: z.int().nullable(),
  prizes: z.array(z.object({ id: z.int(), propId: z.int(), count: z.int(), weight: z.int() })),
  totalWeight: z.int(),
  /** True once the type was put on sale or sold a card: its prizes are then fixed (weights: the odds page). */
  prizesLocked: z.boolean(),
  sold: z.int(),
  unclaimed: z.int(),
});
export type ConsoleScratchType = z.infer<typeof consoleScratchTypeSchema>;

export const consoleScratchItemSchema = z.object({ id: z.int(), name: z.string(), price: z.int(), active: z.boolean() });

export const consoleScratchCalls = {
  /** Every card type with its table in force and counts, and the scratch-card mall items no type uses yet. */
  consoleScratchTypes: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({}),
    response: ok({ types: z.array(consoleScratchTypeSchema), freeItems: z.array(consoleScratchItemSchema) }),
  }),
  /**
   * A new type, off sale, its prizes version 1 of `scratch:<key>` (audited). 9206 the key is taken,
   * 9207 the item is not a scratch-card item free of any type, 400 a prize the card cannot pay.
   */
  consoleScratchTypeCreate: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: termsSchema.extend({ key: z.string().regex(SCRATCH_KEY_PATTERN), itemId: int32Id(1), prizes: prizesSchema }),
    response: ok({ type: consoleScratchTypeSchema }),
  }),
  /**
   * Changes a type's terms and switch (audited with before and after; the next card bought uses them).
   * `prizes` (optional) replaces its prizes by a new table version in force at once: only while it was
   * never on sale (9208 after). 9209 no such type; putting on sale needs a table in force (9205).
   */
  consoleScratchTypeSave: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: termsSchema.extend({ id: int32Id(1), onSale: z.boolean(), prizes: prizesSchema.optional() }),
    response: ok({ type: consoleScratchTypeSchema }),
  }),
};
