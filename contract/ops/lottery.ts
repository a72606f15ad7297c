import { z } from 'zod';
import { int32Id, ok, PESO } from '../common.ts';
import { lotteryDrawSchema, lotteryPaytableRowSchema } from '../calls/lottery.ts';
import { LOTTERY_LIMITS } from '../lottery.ts';
import { defineConsoleCall } from './define.ts';

/**
 * The lottery in the console (docs/lottery.md "Console"): admins configure products (the number game,
 * the price per line, the paytable, the daily draw times and the cut-off) and switch them; admins and
 * compliance read every draw with its outcome. Saves are audited with before and after. The activity's
 * own switch, order and visibility are the activities page's (consoleActivityUpdate).
 */
const MANAGERS = ['admin'] as const;
const READERS = ['admin', 'compliance'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const consoleLotteryProductInputSchema = z.strictObject({
  /** Absent: a new product. */
  productId: int32Id(1).optional(),
  name: z.string().trim().min(1).max(40),
  pick: z.int().min(LOTTERY_LIMITS.pick.min).max(LOTTERY_LIMITS.pick.max),
  pool: z.int().min(LOTTERY_LIMITS.pool.min).max(LOTTERY_LIMITS.pool.max),
  /** Hundredths a line, whole pesos (default ₱5). */
  linePrice: z.int().min(LOTTERY_LIMITS.linePrice.min).max(LOTTERY_LIMITS.linePrice.max).multipleOf(PESO),
  maxLinesPerOrder: z.int().min(LOTTERY_LIMITS.linesPerOrder.min).max(LOTTERY_LIMITS.linesPerOrder.max),
  cutoffMinutes: z.int().min(LOTTERY_LIMITS.cutoffMinutes.min).max(LOTTERY_LIMITS.cutoffMinutes.max),
  /** Manila times of day of the draws. */
  drawTimes: z.array(time).min(1).max(LOTTERY_LIMITS.drawTimes.max),
  /** Whole pesos a line, one row per match count (at most pick). */
  paytable: z.array(z.strictObject({ matches: z.int().min(1).max(LOTTERY_LIMITS.pick.max), prize: z.int().min(PESO).max(LOTTERY_LIMITS.prize.max).multipleOf(PESO) })).min(1).max(LOTTERY_LIMITS.pick.max),
  enabled: z.boolean(),
  sort: z.int().min(0).max(10_000),
});
export type ConsoleLotteryProductInput = z.infer<typeof consoleLotteryProductInputSchema>;

export const consoleLotteryProductSchema = z.object({
  productId: z.int(),
  name: z.string(),
  pick: z.int(),
  pool: z.int(),
  linePrice: z.int(),
  maxLinesPerOrder: z.int(),
  cutoffMinutes: z.int(),
  drawTimes: z.array(z.string()),
  paytable: z.array(lotteryPaytableRowSchema),
  enabled: z.boolean(),
  sort: z.int(),
  /** The paytable's return to player, basis points of the line price (exact odds). */
  rtpBps: z.int(),
  updatedBy: z.string(),
  updatedAt: z.int(),
});
export type ConsoleLotteryProduct = z.infer<typeof consoleLotteryProductSchema>;

export const consoleLotteryDrawSchema = lotteryDrawSchema.extend({
  /** Hundredths: sales (lines × price) and the prizes won (paid once settled). */
  sales: z.int(),
  prizes: z.int(),
  players: z.int(),
});
export type ConsoleLotteryDraw = z.infer<typeof consoleLotteryDrawSchema>;

export const consoleLotteryCalls = {
  consoleLotteryProducts: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({}),
    response: ok({ products: z.array(consoleLotteryProductSchema), activityOn: z.boolean() }),
  }),
  /** Creates or changes a product (9721 settings that do not hold, 9722 unknown id). Draws already made keep their terms. */
  consoleLotteryProductSave: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: consoleLotteryProductInputSchema,
    response: ok({ product: consoleLotteryProductSchema }),
  }),
  /** Every draw, newest first, with its outcome. */
  consoleLotteryDraws: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(100).default(20) }),
    response: ok({ draws: z.array(consoleLotteryDrawSchema), total: z.int() }),
  }),
};
