import { z } from 'zod';
import { body, hundredths, int32Id, mobile, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';

/**
 * The diamond mall (issue 29, spec §7; docs/diamonds.md). Diamonds (prop 60001) are a ledger balance
 * earned as prizes (VIP, tasks, chests, the jackpot) and spent here: on bonus coin, or on physical
 * goods the operator ships. Every exchange is one transaction keyed by the player's `requestId`: a
 * retry answers the first exchange. Cumulative spending unlocks add-up awards, each claimable once.
 */

/**
 * What an item pays. `coin`: bonus coin through the rewards engine; `goods`: an order the operator ships;
 * `scratchCard`: a scratch card, its prize drawn at purchase (contract/calls/scratch.ts, docs/scratch.md).
 */
export const diamondItemKinds = ['coin', 'goods', 'scratchCard'] as const;
export type DiamondItemKind = (typeof diamondItemKinds)[number];

/** A goods order: pending → shipped → delivered; cancelled (from pending or shipped) returns its diamonds once. */
export const diamondOrderStatuses = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type DiamondOrderStatus = (typeof diamondOrderStatuses)[number];

/** Shipped art of the mall, by alias (drawn by the client); an operator's upload is an address instead. */
export const diamondArtAliases = ['coin-pouch', 'coin-chest', 'tshirt', 'cap', 'umbrella', 'mug', 'earbuds', 'powerbank'] as const;
export type DiamondArtAlias = (typeof diamondArtAliases)[number];
/** An uploaded picture's address: content-addressed JPEG served without a token. */
export const DIAMOND_IMAGE_ROUTE = '/diamond-goods';
export const diamondImageSchema = z.union([
  z.object({ art: z.enum(diamondArtAliases) }),
  z.object({ url: z.string().regex(/^\/diamond-goods\/[0-9a-f]{64}\.jpg$/) }),
]);
export type DiamondImage = z.infer<typeof diamondImageSchema>;

export const DIAMOND_NAME_MAX = 60;
export const DIAMOND_DESCRIPTION_MAX = 500;

/** An item's terms, as players and the console both see them (each adds its own fields). */
export const diamondItemTermsSchema = z.object({
  id: z.int(),
  kind: z.enum(diamondItemKinds),
  /** The operator's words, as written. */
  name: z.string(),
  description: z.string(),
  image: diamondImageSchema,
  /** Diamonds it costs. */
  price: z.int().min(1),
  /** Coin it pays (hundredths, whole pesos) for `coin` items; 0 for goods. */
  coin: hundredths,
  /** Turnover multiple of that coin (bonus coin: docs/rewards.md "Wagering"). */
  wagering: z.int().min(0),
  /** Left in stock; null: no stock limit. */
  stock: z.int().min(0).nullable(),
  /** The most one player may buy in a Manila day / in all; null: no limit. */
  dailyLimit: z.int().min(1).nullable(),
  totalLimit: z.int().min(1).nullable(),
});

/** One item of the mall as a player sees it. */
export const diamondItemSchema = diamondItemTermsSchema.extend({
  /** What this player bought of it today / in all (cancelled orders not counted). */
  boughtToday: z.int().min(0),
  boughtTotal: z.int().min(0),
});
export type DiamondItem = z.infer<typeof diamondItemSchema>;

/** A cumulative-spend award: reached when the diamonds spent (cancelled orders not counted) reach `threshold`. */
export const diamondAddupSchema = z.object({
  id: z.int(),
  threshold: z.int().min(1),
  items: z.array(rewardItemSchema),
  state: z.enum(['locked', 'claimable', 'claimed']),
});
export type DiamondAddup = z.infer<typeof diamondAddupSchema>;

/** A delivery address in the Philippines. */
export const diamondAddressSchema = z.object({
  name: z.string().trim().min(2).max(60),
  mobile,
  line: z.string().trim().min(5).max(200),
  city: z.string().trim().min(2).max(60),
  province: z.string().trim().min(2).max(60),
  postalCode: z.string().regex(/^\d{4}$/),
});
export type DiamondAddress = z.infer<typeof diamondAddressSchema>;

export const diamondOrderSchema = z.object({
  id: z.int(),
  itemId: z.int(),
  name: z.string(),
  image: diamondImageSchema,
  /** Diamonds paid (after a coupon's discount: the diamonds a cancellation gives back). */
  diamonds: z.int().min(1),
  /** Diamonds a coupon took off the price (0 without one). */
  discount: z.int().min(0),
  status: z.enum(diamondOrderStatuses),
  address: diamondAddressSchema,
  /** The courier's tracking number once shipped ('' until then). */
  trackingNo: z.string(),
  createdAt: z.int(),
  updatedAt: z.int(),
});
export type DiamondOrder = z.infer<typeof diamondOrderSchema>;

/** One movement of the player's diamonds, newest first (the ledger's statement). */
export const diamondLogLineSchema = z.object({
  id: z.int(),
  /** The transfer's kind: `diamond_exchange`, `diamond_refund`, `reward`, `jackpot_draw`, … */
  kind: z.string(),
  activityId: z.int().nullable(),
  amount: z.int(),
  balanceAfter: z.int().min(0),
  time: z.int(),
});
export type DiamondLogLine = z.infer<typeof diamondLogLineSchema>;

export const diamondTickerSchema = z.object({
  id: z.int(),
  /** Masked as the jackpot's board masks them ("Ju***n"). */
  nickname: z.string(),
  kind: z.enum(diamondItemKinds),
  name: z.string(),
  coin: hundredths,
  time: z.int(),
});

export { DIAMOND_COUPON_STEP, diamondCouponPercent, diamondCouponPrice, isDiamondCoupon } from '../diamondCoupons.ts';

/** A diamond coupon the player can use now (active, unexpired), soonest to expire first. */
export const diamondCouponSchema = z.object({
  id: z.int(),
  propId: z.int(),
  percent: z.int().min(1).max(100),
  /** Epoch ms; null: never expires. */
  expiresAt: z.int().nullable(),
});
export type DiamondCoupon = z.infer<typeof diamondCouponSchema>;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** A diamond coupon of the player's to take its percent off this exchange (9115 not theirs or not one, 9116 used, 9117 expired). */
const couponId = int32Id(1).optional();
const page = { beforeId: int32Id(1).optional(), pageSize: z.int().min(1).max(50).optional() };

export const diamondCalls = {
  /** The mall: the balance, the items on sale, what the player spent in all and the add-up awards. */
  diamondShopData: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ diamonds: z.int().min(0), items: z.array(diamondItemSchema), spent: z.int().min(0), addup: z.array(diamondAddupSchema), coupons: z.array(diamondCouponSchema) }),
  }),
  /**
   * Buys a `coin` item: its diamonds to the house, its coin through the rewards engine (locked by its
   * wagering). Refusals change nothing: 9101 no such item, 9102 not enough diamonds, 9103 out of stock,
   * 9104/9105 the player's limit, 9106 not a coin item, 5003 no top-up yet, 5004 protected.
   */
  diamondExchangeCoin: defineCall({
    auth: 'user',
    body: body({ itemId: int32Id(1), requestId, couponId }),
    /** `spent`: the diamonds this exchange took (the price less a coupon's discount). */
    response: ok({ exchangeId: z.int(), diamonds: z.int().min(0), coin: hundredths, paid: hundredths, spent: z.int().min(1) }),
  }),
  /** Buys a `goods` item: an order to the address given (refusals as above; 9106 not a goods item). */
  diamondExchangeGoods: defineCall({
    auth: 'user',
    body: body({ itemId: int32Id(1), requestId, address: diamondAddressSchema, couponId }),
    response: ok({ order: diamondOrderSchema, diamonds: z.int().min(0) }),
  }),
  /** The player's goods orders, newest first. */
  diamondGoodsExchangeOrderLog: defineCall({
    auth: 'user',
    body: body(page),
    response: ok({ list: z.array(diamondOrderSchema), nextBeforeId: z.int().nullable() }),
  }),
  /** Changes a pending order's address (9107 not the player's order, 9108 no longer pending). */
  updateAddress: defineCall({
    auth: 'user',
    body: body({ orderId: int32Id(1), address: diamondAddressSchema }),
    response: ok({ order: diamondOrderSchema }),
  }),
  /** Every movement of the player's diamonds, newest first. */
  diamondLog: defineCall({
    auth: 'user',
    body: body(page),
    response: ok({ list: z.array(diamondLogLineSchema), nextBeforeId: z.int().nullable() }),
  }),
  /** Claims an add-up award once (9110 no such award, 9111 not reached, 5002 claimed already, 5004 protected). */
  receiveAddupAwardById: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok({ items: z.array(rewardItemSchema), diamonds: z.int().min(0), coin: hundredths }),
  }),
  /** The latest exchanges of all players, names masked: the mall's ticker (public). */
  appDiamondBonusTickersData: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({ list: z.array(diamondTickerSchema) }),
  }),
};
