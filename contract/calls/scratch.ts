import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { diamondCouponSchema } from './diamonds.ts';
import { rewardItemSchema } from './rewards.ts';

/**
 * Scratch cards (issue 29, spec §7; docs/scratch.md). A card is bought in the diamond mall (an item of
 * kind `scratchCard`); its prize is drawn through the fairness module AT PURCHASE and stored with the
 * card, so the client may draw the prize art under the mask from the start. Scratching only paints the
 * mask: the strokes are kept on the server, so a reload (or a lost WebGL context) redraws the same
 * scratched state. `scratchCardLottery` reveals the card and pays its prize once.
 */

/**
 * Stroke space: the card's scratch area (the mask over the prize art), in integer units, x in
 * [0, SCRATCH_SPACE.width] and y in [0, SCRATCH_SPACE.height]; one unit is the same length on both
 * axes (the area is drawn at this aspect ratio, 5:3, whatever its pixels). Brush radii are in these units.
 */
export const SCRATCH_SPACE = { width: 1000, height: 600 } as const;
/** The most points one stroke carries; a longer drag is sent as several strokes (the client thins points closer than a few units). */
export const SCRATCH_MAX_POINTS = 128;
/** The most strokes one card's log keeps: past it, 9203 (the client reveals the card instead). */
export const SCRATCH_MAX_STROKES = 100;
/** The most strokes one `scratchCardStrokes` call carries (a drag end sends one; a page hide what is pending). */
export const SCRATCH_MAX_STROKES_PER_CALL = 8;

/**
 * One stroke: its points flattened [x0, y0, x1, y1, …] in stroke space (1 to SCRATCH_MAX_POINTS points;
 * one point is a tap). The brush is a disc of the card type's `brushRadius` swept along the polyline.
 */
export const scratchStrokeSchema = z
  .array(z.int().min(0).max(SCRATCH_SPACE.width))
  .min(2)
  .max(SCRATCH_MAX_POINTS * 2)
  .refine((xy) => xy.length % 2 === 0 && xy.every((v, i) => i % 2 === 0 || v <= SCRATCH_SPACE.height), { message: 'stroke' });
export type ScratchStroke = number[];

/** The card faces the client draws, by alias (one per card type). */
export const scratchCardArts = ['bronze', 'silver', 'gold'] as const;
export type ScratchCardArt = (typeof scratchCardArts)[number];
/** The prize pictures under the mask, by alias (each prize of a table names one). */
export const scratchPrizeArts = ['coins', 'coin-bag', 'coin-chest', 'diamonds', 'coupon'] as const;
export type ScratchPrizeArt = (typeof scratchPrizeArts)[number];

/** One prize of a card type's table: what it pays and its weight (chance = weight / the type's totalWeight). */
export const scratchPrizeSchema = z.object({
  /** The fair table entry's id (stable across versions of the table). */
  id: z.int(),
  /** Coin in hundredths (bonus coin through the rewards engine), diamonds, a diamond coupon … */
  items: z.array(rewardItemSchema).min(1),
  art: z.enum(scratchPrizeArts),
  weight: z.int().min(1),
});
export type ScratchPrize = z.infer<typeof scratchPrizeSchema>;

/** A card type on sale: its mall item, its look, and the odds in force now (the fair table `tableKey` at `tableVersion`). */
export const scratchCardTypeSchema = z.object({
  id: z.int(),
  /** The mall item's name (the operator's words, as written). */
  name: z.string(),
  art: z.enum(scratchCardArts),
  /** The mall item that sells it (`diamondExchangeScratchcard {itemId}`) and its price in diamonds. */
  itemId: z.int(),
  price: z.int().min(1),
  /** Left in stock; null: no stock limit. */
  stock: z.int().min(0).nullable(),
  /** False for a type no longer sold, listed only because the player still holds a card of it (no buy button). */
  onSale: z.boolean(),
  prizes: z.array(scratchPrizeSchema).min(1),
  totalWeight: z.int().min(1),
  /** The fairness table and its version in force (getGameOdds shows the same). */
  tableKey: z.string(),
  tableVersion: z.int().min(1),
  /** Share of the scratch area uncovered at which the card reveals itself (default 0.6). */
  autoRevealShare: z.number().min(0.1).max(1),
  /** The brush's radius in stroke units. */
  brushRadius: z.int().min(1),
});
export type ScratchCardType = z.infer<typeof scratchCardTypeSchema>;

/** `new`: bought, no stroke yet; `scratching`: strokes kept, not revealed; `claimed`: revealed and its prize paid. */
export const scratchCardStates = ['new', 'scratching', 'claimed'] as const;
export type ScratchCardState = (typeof scratchCardStates)[number];

/** A card the player owns. The prize is fixed at purchase (it is drawn then), so it is sent before the reveal. */
export const scratchCardSchema = z.object({
  id: z.int(),
  typeId: z.int(),
  /** The prize drawn at purchase (the fair draw `fairDrawId`, in the player's fairness record). */
  prize: z.object({ id: z.int(), items: z.array(rewardItemSchema).min(1), art: z.enum(scratchPrizeArts) }),
  fairDrawId: z.int(),
  /** The kept strokes, oldest first. */
  strokes: z.array(z.array(z.int().min(0))),
  state: z.enum(scratchCardStates),
  createdAt: z.int(),
  /** When it was revealed and paid; null before. */
  claimedAt: z.int().nullable(),
});
export type ScratchCard = z.infer<typeof scratchCardSchema>;

/** One line of the award log: a revealed card and what it paid. */
export const scratchAwardSchema = z.object({
  cardId: z.int(),
  typeId: z.int(),
  name: z.string(),
  art: z.enum(scratchCardArts),
  prize: scratchCardSchema.shape.prize,
  /** Diamonds the card cost. */
  price: z.int().min(0),
  claimedAt: z.int(),
});
export type ScratchAward = z.infer<typeof scratchAwardSchema>;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const scratchCalls = {
  /**
   * The card types on sale (and any type off sale the player still holds a card of, `onSale` false), the
   * player's diamonds, the diamond coupons usable now (as `diamondShopData.coupons`), and the cards owned
   * and not yet claimed (oldest first).
   */
  getScratchCardInfo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ diamonds: z.int().min(0), types: z.array(scratchCardTypeSchema), cards: z.array(scratchCardSchema), coupons: z.array(diamondCouponSchema) }),
  }),
  /**
   * Buys a card: its diamonds to the house and its prize drawn, in one transaction keyed by `requestId`
   * (a retry answers the same card). Refusals change nothing: 9101 no such item, 9102 not enough
   * diamonds, 9103 out of stock, 9104/9105 the player's limit, 9106 not a scratch card item, 5004
   * protected, 9205 the card type is not on sale. An optional diamond coupon takes its percent off the
   * price as at the mall's other exchanges (9115 not the player's, 9116 used, 9117 expired); it is used
   * once, with the purchase: a retry of the request uses no second one, a refusal none.
   */
  diamondExchangeScratchcard: defineCall({
    auth: 'user',
    body: body({ itemId: int32Id(1), requestId, couponId: int32Id(1).optional() }),
    response: ok({ card: scratchCardSchema, diamonds: z.int().min(0) }),
  }),
  /**
   * Appends strokes to the card's log. `from` is how many strokes the client already knows the log
   * holds: strokes the log has already (a retry) are skipped if identical, the rest appended; a `from`
   * past the log's end, or a stroke that differs from the kept one at its place (another tab), is 9204
   * (reload the card). 9201 not the player's card, 9202 already claimed, 9203 the log would pass
   * SCRATCH_MAX_STROKES. Answers the log's length.
   */
  scratchCardStrokes: defineCall({
    auth: 'user',
    body: body({
      cardId: int32Id(1),
      from: z.int().min(0).max(SCRATCH_MAX_STROKES),
      strokes: z.array(scratchStrokeSchema).min(1).max(SCRATCH_MAX_STROKES_PER_CALL),
    }),
    response: ok({ count: z.int().min(0) }),
  }),
  /**
   * Reveals the card and pays its prize through the rewards engine, once. A second call (a retry, a
   * second tab) answers the same card and pays nothing (`paidNow` false). 9201 not the player's card.
   * Balances after: diamonds and coin (hundredths).
   */
  scratchCardLottery: defineCall({
    auth: 'user',
    body: body({ cardId: int32Id(1) }),
    response: ok({ card: scratchCardSchema, paidNow: z.boolean(), diamonds: z.int().min(0), coin: hundredths }),
  }),
  /** The player's revealed cards and their prizes, newest first. */
  searchScratchCardAwardLog: defineCall({
    auth: 'user',
    body: body({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(50).default(20) }),
    response: ok({ list: z.array(scratchAwardSchema), total: z.int().min(0) }),
  }),
};
