import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { LOTTERY_LIMITS } from '../lottery.ts';

/**
 * The lottery (issue 32, activity Lottery 76; docs/lottery.md): a digital number game run under the
 * operator's PAGCOR e-games licence, "pick N of 1…M" with draws on a schedule. The spec names the page
 * (`/activity/lottery` with product, order, history, record, rule) but shows no calls: these are ours.
 *
 * Each draw's seed is committed (its sha256 shown from the moment the draw is on sale) and revealed once
 * drawn; the numbers follow from it (contract/fairness/lottery.ts), so anyone can check them.
 */

export const lotteryDrawStates = ['selling', 'closed', 'drawn', 'settled'] as const;
export type LotteryDrawState = (typeof lotteryDrawStates)[number];

export const lotteryPaytableRowSchema = z.object({ matches: z.int().min(0).max(LOTTERY_LIMITS.pick.max), prize: hundredths });

export const lotteryDrawSchema = z.object({
  drawId: z.int(),
  productId: z.int(),
  productName: z.string(),
  pick: z.int(),
  pool: z.int(),
  /** Epoch ms: sales close at `closesAt`, the numbers are drawn at `drawAt`. */
  closesAt: z.int(),
  drawAt: z.int(),
  state: z.enum(lotteryDrawStates),
  /** sha256 of the draw's seed (64 hex characters), published while the draw is on sale. */
  seedHash: z.string(),
  /** The seed, once drawn (null before). */
  seed: z.string().nullable(),
  /** The numbers drawn, ascending (null before the draw). */
  numbers: z.array(z.int()).nullable(),
  /** Lines sold, and once settled the lines that won and what they paid (hundredths). */
  lines: z.int().min(0),
  winningLines: z.int().min(0),
  paid: hundredths,
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryProductSchema = z.object({
  productId: z.int(),
  name: z.string(),
  pick: z.int(),
  pool: z.int(),
  /** Hundredths a line. */
  linePrice: hundredths,
  maxLinesPerOrder: z.int(),
  /** Minutes before a draw that its sales close. */
  cutoffMinutes: z.int(),
  /** Manila times of day (HH:MM) of the draws. */
  drawTimes: z.array(z.string()),
  paytable: z.array(lotteryPaytableRowSchema),
  /** The draw now on sale (null when none is). */
  nextDraw: lotteryDrawSchema.nullable(),
});
export type LotteryProduct = z.infer<typeof lotteryProductSchema>;

export const lotteryCouponSchema = z.object({ id: z.int(), propId: z.int(), value: hundredths, expiresAt: z.int().nullable() });
export type LotteryCoupon = z.infer<typeof lotteryCouponSchema>;

export const lotteryTicketSchema = z.object({
  ticketId: z.int(),
  orderId: z.int(),
  drawId: z.int(),
  productName: z.string(),
  drawAt: z.int(),
  numbers: z.array(z.int()),
  /** pending until drawn; then won or lost (won: paid once the draw settles). */
  state: z.enum(['pending', 'won', 'lost']),
  matched: z.int().nullable(),
  prize: hundredths,
  paid: z.boolean(),
  pay: z.enum(['coin', 'coupon']),
  createdAt: z.int(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

// Loose on purpose: a number outside the game's range, a repeat or a wrong count is the server's 9714 (field lines), which says why.
const line = z.array(z.int().min(0).max(99)).min(1).max(LOTTERY_LIMITS.pick.max);
const page = { pageNum: z.int().min(1).max(1000), pageSize: z.int().min(1).max(50) };

export const lotteryCalls = {
  /** The products with the draw on sale, and (signed in) the player's usable lottery coupons. Public. */
  lotteryProducts: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({ running: z.boolean(), products: z.array(lotteryProductSchema), coupons: z.array(lotteryCouponSchema), withheld: z.boolean(), serverTime: z.int() }),
  }),
  /**
   * Buys lines for a draw on sale, paid with coin (one ledger transfer) or with one lottery coupon worth
   * exactly the order's cost. The same requestId again answers the same order (bought once). 9711 not
   * running, 9712 sales closed, 9713 no such draw, 9714 a line is wrong (field lines), 9715 the coupon is
   * not usable, 9716 the coupon's value is not the cost, 9717 the requestId was used for another order,
   * 9719 not enough coin; 6001/6002 protection.
   */
  lotteryOrder: defineCall({
    auth: 'user',
    body: body({
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
      drawId: int32Id(1),
      lines: z.array(line).min(1).max(LOTTERY_LIMITS.linesPerOrder.max),
      pay: z.enum(['coin', 'coupon']),
      couponId: int32Id(1).optional(),
    }),
    response: ok({ orderId: z.int(), drawId: z.int(), lines: z.int(), cost: hundredths, pay: z.enum(['coin', 'coupon']), tickets: z.array(lotteryTicketSchema) }),
  }),
  /** Past draws, newest first, with their seeds and numbers (verify them on the Fairness page). Public. */
  lotteryHistory: defineCall({
    auth: 'public',
    body: body({ productId: int32Id(1).optional(), ...page }),
    response: ok({ draws: z.array(lotteryDrawSchema), total: z.int() }),
  }),
  /** The player's tickets, newest first, with their results. */
  lotteryRecord: defineCall({
    auth: 'user',
    body: body(page),
    response: ok({ tickets: z.array(lotteryTicketSchema), total: z.int() }),
  }),
  /** A product's rules: the paytable with each row's exact odds (ways in total), the schedule. Public. 9718 unknown. */
  lotteryRule: defineCall({
    auth: 'public',
    body: body({ productId: int32Id(1) }),
    response: ok({
      product: lotteryProductSchema,
      odds: z.array(z.object({ matches: z.int(), prize: hundredths, ways: z.int(), total: z.int() })),
      rtpBps: z.int(),
    }),
  }),
};
