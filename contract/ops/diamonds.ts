import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { KYC_UPLOAD_BODY_LIMIT } from '../calls/kyc.ts';
import {
  DIAMOND_DESCRIPTION_MAX,
  DIAMOND_NAME_MAX,
  diamondAddressSchema,
  diamondArtAliases,
  diamondItemKinds,
  diamondItemTermsSchema,
  diamondOrderStatuses,
} from '../calls/diamonds.ts';
import { defineConsoleCall } from './define.ts';

/**
 * The diamond mall's desk (docs/diamonds.md): support reads orders (to answer a player who asks),
 * finance and admin move them (each change audited and mailed to the player), admin manages the items.
 */
const READERS = ['support', 'finance', 'admin'] as const;
const SHIPPERS = ['finance', 'admin'] as const;
const MANAGERS = ['admin'] as const;

export const consoleDiamondItemSchema = diamondItemTermsSchema.extend({ active: z.boolean(), sort: z.int() });
export type ConsoleDiamondItem = z.infer<typeof consoleDiamondItemSchema>;

export const consoleDiamondOrderSchema = z.object({
  id: z.int(),
  userId: z.int(),
  itemId: z.int(),
  name: z.string(),
  diamonds: z.int(),
  status: z.enum(diamondOrderStatuses),
  address: diamondAddressSchema,
  trackingNo: z.string(),
  createdAt: z.int(),
  updatedAt: z.int(),
});
export type ConsoleDiamondOrder = z.infer<typeof consoleDiamondOrderSchema>;

const limit = z.int().min(1).max(1_000_000).nullable();
/** An item's values: the picture is shipped art by alias or the address an upload answered. */
export const consoleDiamondItemInputSchema = z.strictObject({
  kind: z.enum(diamondItemKinds),
  name: z.string().trim().min(1).max(DIAMOND_NAME_MAX),
  description: z.string().trim().max(DIAMOND_DESCRIPTION_MAX),
  image: z.union([z.enum(diamondArtAliases).transform((alias) => `art:${alias}`), z.string().regex(/^\/diamond-goods\/[0-9a-f]{64}\.jpg$/)]),
  price: z.int().min(1).max(1_000_000),
  /** Hundredths, whole pesos; 0 for goods. */
  coin: z.int().min(0).max(100_000_000),
  wagering: z.int().min(0).max(10),
  stock: z.int().min(0).max(1_000_000).nullable(),
  dailyLimit: limit,
  totalLimit: limit,
  active: z.boolean(),
  sort: z.int().min(0).max(10_000),
});

/** An add-up award as the console sees it: reached at `threshold` diamonds spent, it gives `items` once. */
export const consoleDiamondAddupSchema = z.object({
  id: z.int(),
  threshold: z.int().min(1),
  items: z.array(z.object({ propId: z.int(), count: z.int().min(1) })),
  active: z.boolean(),
});
export type ConsoleDiamondAddup = z.infer<typeof consoleDiamondAddupSchema>;

/** At most this many items in one award's prize. */
export const DIAMOND_ADDUP_ITEMS_MAX = 5;
/**
 * An award's values: coin (hundredths, whole pesos, at most ₱100,000), points, diamonds (at most
 * 1,000,000) or diamond coupons 100001–100005 (at most 10): anything else is 9118.
 */
export const consoleDiamondAddupInputSchema = z.strictObject({
  threshold: z.int().min(1).max(10_000_000),
  items: z
    .array(z.strictObject({ propId: z.int().min(1).max(2_147_483_647), count: z.int().min(1).max(10_000_000) }))
    .min(1)
    .max(DIAMOND_ADDUP_ITEMS_MAX),
  active: z.boolean(),
});

export const consoleDiamondCalls = {
  /** Every coin and goods item, on sale or not. */
  consoleDiamondItems: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({}),
    response: ok({ items: z.array(consoleDiamondItemSchema) }),
  }),
  /** Creates (no `id`) or changes an item, its values flat in the body (audited with before and after; 9112 values unfit for the kind). */
  consoleDiamondItemSave: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: consoleDiamondItemInputSchema.extend({ id: int32Id(1).optional() }),
    response: ok({ item: consoleDiamondItemSchema }),
  }),
  /** A goods picture through the KYC pipeline (JPEG, PNG or WebP, ≤ 2 MiB): answers the address an item's `image` takes. */
  consoleDiamondImageUpload: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    bodyLimit: KYC_UPLOAD_BODY_LIMIT,
    body: z.strictObject({ image: z.string().min(4).max(KYC_UPLOAD_BODY_LIMIT).regex(/^[A-Za-z0-9+/]+={0,2}$/) }),
    response: ok({ image: z.string() }),
  }),
  /** Every add-up award, offered or not, by threshold. */
  consoleDiamondAddups: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({}),
    response: ok({ awards: z.array(consoleDiamondAddupSchema) }),
  }),
  /**
   * Creates (no `id`) or changes an add-up award (audited with before and after; 9110 no such award,
   * 9118 an item the mall cannot give). A player who claimed it keeps what they got; one who reaches
   * it later gets what it says then.
   */
  consoleDiamondAddupSave: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: consoleDiamondAddupInputSchema.extend({ id: int32Id(1).optional() }),
    response: ok({ award: consoleDiamondAddupSchema }),
  }),
  /** Goods orders newest first, by state (absent: all), 50 a page before `beforeId`. */
  consoleDiamondOrders: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({ status: z.enum(diamondOrderStatuses).optional(), beforeId: int32Id(1).optional() }),
    response: ok({ orders: z.array(consoleDiamondOrderSchema), nextBeforeId: z.int().nullable() }),
  }),
  /**
   * Moves an order: pending → shipped (a tracking number) → delivered; cancelled from pending or shipped
   * returns the diamonds once. Audited, and the player gets a system mail. 9107 no such order, 9109 not
   * a move from its state (a second cancel).
   */
  consoleDiamondOrderSet: defineConsoleCall({
    auth: 'operator',
    roles: SHIPPERS,
    body: z.strictObject({
      id: int32Id(1),
      status: z.enum(['shipped', 'delivered', 'cancelled']),
      trackingNo: z.string().trim().max(60).optional(),
      /** Why (a cancellation's reason is mailed to the player); kept in the audit. */
      reason: z.string().trim().max(300).optional(),
    }),
    response: ok({ order: consoleDiamondOrderSchema }),
  }),
};
