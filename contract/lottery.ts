import { TicketRange } from './enums.ts';

/**
 * The lottery's pure arithmetic (issue 32, docs/lottery.md), shared by the server, the page and the
 * console so each shows exactly what the server charges and pays. No zod here: the lobby never loads it.
 *
 * A product is "pick N of 1…M": a line is N distinct numbers; the draw picks N distinct numbers; a
 * line's prize is the paytable's fixed amount for how many of its numbers were drawn.
 */

/** What an operator may configure (the console's checks and the contract's bounds). */
export const LOTTERY_LIMITS = {
  pick: { min: 2, max: 10 },
  pool: { min: 5, max: 60 },
  /** Hundredths a line; whole pesos. The default product's is ₱5 (DEFAULT_LINE_PRICE). */
  linePrice: { min: 100, max: 100_000 },
  linesPerOrder: { min: 1, max: 50 },
  /** Minutes between the close of sales and the draw. */
  cutoffMinutes: { min: 1, max: 24 * 60 },
  /** One prize a paytable row, hundredths a line. */
  prize: { max: 1_000_000_000 },
  drawTimes: { max: 24 },
} as const;

/** A line's default price: ₱5 (hundredths). */
export const DEFAULT_LINE_PRICE = 500;

/**
 * Lottery coupons (spec §3, prop ids 110001–110005): tickets the rewards engine grants, each worth a
 * fixed amount of lines' money (₱5, ₱10, ₱20, ₱50, ₱100), spent whole on one order that costs exactly
 * that much (no change is given, so an order must match the coupon: at ₱5 a line, 1, 2, 4, 10 or 20 lines).
 */
export const LOTTERY_COUPON_VALUES: Readonly<Record<number, number>> = { 110001: 500, 110002: 1000, 110003: 2000, 110004: 5000, 110005: 10000 };
export const isLotteryCoupon = (propId: number) => Number.isInteger(propId) && propId >= TicketRange.lotteryCoupon.from && propId <= TicketRange.lotteryCoupon.to;
/** A lottery coupon's value in hundredths (0 for anything else). */
export const lotteryCouponValue = (propId: number) => (isLotteryCoupon(propId) ? (LOTTERY_COUPON_VALUES[propId] ?? 0) : 0);

/** n choose k, exact (n ≤ 60: the result stays far below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

/**
 * The exact chance that a line matches `matches` of the draw's numbers: ways / total, with
 * ways = C(pick, matches) · C(pool − pick, pick − matches) and total = C(pool, pick) (hypergeometric).
 */
export function matchOdds(pick: number, pool: number, matches: number): { ways: number; total: number } {
  return { ways: choose(pick, matches) * choose(pool - pick, pick - matches), total: choose(pool, pick) };
}

/**
 * A line's problem, or null when it is N distinct integers of 1…M. The server sorts a valid line
 * before it stores it; the order of the player's picks does not matter.
 */
export function lineProblem(line: readonly number[], pick: number, pool: number): 'count' | 'range' | 'repeat' | null {
  if (line.length !== pick) return 'count';
  if (line.some((n) => !Number.isInteger(n) || n < 1 || n > pool)) return 'range';
  return new Set(line).size === line.length ? null : 'repeat';
}

/** How many numbers of a line the draw has. */
export const matchCount = (line: readonly number[], drawn: readonly number[]) => line.filter((n) => drawn.includes(n)).length;

export interface PaytableRow {
  matches: number;
  /** Hundredths paid for one line with exactly `matches` numbers drawn. */
  prize: number;
}

/** A line's prize for its matches (0 when the paytable has no row for them). */
export const prizeFor = (paytable: readonly PaytableRow[], matches: number) => paytable.find((row) => row.matches === matches)?.prize ?? 0;

/**
 * The return to player of a paytable, in basis points of the line price, rounded down: the sum over
 * rows of prize × ways / total, over the price. The console shows it beside the paytable.
 */
export function lotteryRtpBps(pick: number, pool: number, linePrice: number, paytable: readonly PaytableRow[]): number {
  const total = BigInt(choose(pool, pick));
  let expected = 0n;
  for (const row of paytable) expected += BigInt(row.prize) * BigInt(matchOdds(pick, pool, row.matches).ways);
  return Number((expected * 10_000n) / (total * BigInt(linePrice)));
}
