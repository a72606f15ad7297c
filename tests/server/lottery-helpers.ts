import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lotteryNumbers } from '../../contract/fairness/lottery.ts';
import { roundMessage } from '../../contract/fairness/algorithm.ts';
import { ActivityId, matchCount, prizeFor } from '../../contract/index.ts';
import type { ConsoleLotteryProductInput } from '../../contract/ops/lottery.ts';
import { saveLotteryProduct } from '../../server/lottery/index.ts';
import { grantReward, ONCE } from '../../server/rewards/index.ts';
import type { CallResult, TestServer } from './harness.ts';
import { newPlayer, type Player } from './console-play.ts';
import { expectOk } from './helpers.ts';

/** The lottery's test helpers (docs/lottery.md): a product made as an admin would, orders, an independent check of a draw. */

export const MINUTE = 60_000;
const MANILA_MS = 8 * 3600_000;

/** "HH:MM" Manila of an instant. */
export const manilaTime = (at: number) => new Date(at + MANILA_MS).toISOString().slice(11, 16);

let products = 0;
/**
 * A product "pick 3 of 10" drawn once a day at the Manila minute two hours from now (the console's own
 * service): its first draw is made at once; answers the product and that draw's times.
 */
export async function testProduct(t: TestServer, terms: Partial<ConsoleLotteryProductInput> = {}) {
  const now = t.deps.now();
  const input: ConsoleLotteryProductInput = {
    name: `Test 3/10 #${++products}`,
    pick: 3,
    pool: 10,
    linePrice: 500,
    maxLinesPerOrder: 10,
    cutoffMinutes: 10,
    drawTimes: [manilaTime(now + 2 * 3600_000)],
    paytable: [
      { matches: 3, prize: 100_00 },
      { matches: 2, prize: 5_00 },
      { matches: 1, prize: 1_00 },
    ],
    enabled: true,
    sort: 0,
    ...terms,
  };
  const { after } = await t.deps.db.transaction((tx) => saveLotteryProduct(tx, input, 'tester', now));
  const listed = expectOk(await t.call('lotteryProducts', {}));
  const product = listed.products.find((p: { productId: number }) => p.productId === after.productId);
  return { productId: after.productId as number, draw: product.nextDraw as { drawId: number; closesAt: number; drawAt: number; seedHash: string } };
}

let ips = 0;
export async function lotteryPlayer(t: TestServer, tag: string): Promise<Player> {
  ips++;
  return newPlayer(t, `${tag}${ips}`, `10.76.${ips % 250}.${1 + Math.floor(ips / 250)}`);
}

let requests = 0;
export const order = (t: TestServer, p: Player, drawId: number, lines: number[][], extra: { pay?: 'coin' | 'coupon'; couponId?: number; requestId?: string } = {}): Promise<CallResult> =>
  t.call('lotteryOrder', { requestId: extra.requestId ?? `lot-req-${++requests}`, drawId, lines, pay: extra.pay ?? 'coin', ...(extra.couponId ? { couponId: extra.couponId } : {}) }, { token: p.token });

/** Lottery coupons given as any prize is (a grant of the rewards engine); answers the new rows' ids. */
let grants = 0;
export async function giveLotteryCoupon(t: TestServer, userId: number, propId: number, count = 1): Promise<number[]> {
  await t.deps.db.transaction((tx) =>
    grantReward(tx, { userId, source: { activityId: ActivityId.Lottery, period: ONCE, reason: 'test' }, key: `test-lottery-coupon:${++grants}`, items: [{ propId, count }], now: t.deps.now() }),
  );
  const found = await rows<{ id: number }>(t, sql`SELECT id FROM reward_props WHERE user_id = ${userId} AND prop_id = ${propId} AND status = 'active' ORDER BY id`);
  return found.map((r) => r.id);
}

export const rows = async <T = Record<string, any>>(t: TestServer, query: ReturnType<typeof sql>) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The numbers a revealed seed gives, computed here with node's HMAC (not the server's helper) after checking the hash. */
export function independentNumbers(seed: string, seedHash: string, drawId: number, pick: number, pool: number): number[] {
  if (createHash('sha256').update(seed).digest('hex') !== seedHash) throw new Error('seed does not match its hash');
  return lotteryNumbers((r) => new Uint8Array(createHmac('sha256', seed).update(roundMessage('lottery', drawId, r)).digest()), pick, pool);
}

/** Each player's prize over their lines, by hand. */
export function handPrizes(lines: { userId: number; numbers: number[] }[], drawn: number[], paytable: { matches: number; prize: number }[]): Map<number, number> {
  const byPlayer = new Map<number, number>();
  for (const line of lines) {
    const prize = prizeFor(paytable, matchCount(line.numbers, drawn));
    if (prize > 0) byPlayer.set(line.userId, (byPlayer.get(line.userId) ?? 0) + prize);
  }
  return byPlayer;
}
