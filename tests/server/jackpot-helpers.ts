import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { calls, type CallPath, type JackpotAward } from '../../contract/index.ts';
import { earnFromBet } from '../../server/jackpot/chances.ts';
import { drawOnce } from '../../server/jackpot/draw.ts';
import { NO_CHANCES } from '../../server/jackpot/rules.ts';
import { forceFairOutcomesForTests } from '../../server/fairness/index.ts';
import * as schema from '../../server/tables.ts';
import type { CallResult, TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

/** Shared pieces of the Lucky Jackpot suites. */

let sequence = 0;
export const requestId = (tag = 'draw') => `${tag}-${Date.now()}-${++sequence}`;

/** A success that also matches the contract's response schema. */
export function okCall(path: CallPath, res: CallResult) {
  const body = expectOk(res);
  expect(() => calls[path].response.parse(body)).not.toThrow();
  return body;
}

/**
 * Deposits through the real path: an order, then "pay" on the sandbox checkout, whose provider posts
 * the signed callback. The checkout answers 303 whatever became of that callback, so the order itself
 * must say paid: a refused callback fails here, not as a missing chance later.
 */
export async function deposit(t: TestServer, token: string, amount: number) {
  const { order } = expectOk(await t.call('recharge', { typeId: 1, amount, requestId: requestId('dep') }, { token }));
  const pay = await t.app.inject({ method: 'POST', url: `${order.payUrl}/pay` });
  expect(pay.statusCode).toBe(303);
  expect(expectOk(await t.call('rechargeOrder', { orderNo: order.orderNo }, { token })).order).toMatchObject({ orderNo: order.orderNo, status: 'paid' });
  return order as { orderNo: string; amount: number; payUrl: string };
}

export const info = async (t: TestServer, token?: string) => okCall('getJackpotDrawInfo', await t.call('getJackpotDrawInfo', {}, { token }));
export const draw = (t: TestServer, token: string, id = requestId()) => t.call('receiveDrawChance', { requestId: id }, { token });

export async function chancesOf(t: TestServer, userId: number) {
  const [row] = await t.deps.db.select().from(schema.jackpotChances).where(eq(schema.jackpotChances.userId, userId));
  return row ?? { ...NO_CHANCES, userId };
}

export const drawsOf = (t: TestServer, userId?: number) =>
  t.deps.db
    .select()
    .from(schema.jackpotDraws)
    .where(userId === undefined ? undefined : eq(schema.jackpotDraws.userId, userId));

export const board = async (t: TestServer): Promise<JackpotAward[]> => (await t.deps.config.get()).config.jackpotAwardConfig;

/**
 * A draw with a chosen outcome, through the same code path as the call: the draw takes its nonce and
 * is recorded, landing on the `jackpot` table's entry `cellId` and, for a tier, on `bonusRoll` whole
 * pesos above the range's bottom (default: the top of it), so a test can make the rare outcomes happen.
 */
export async function drawAs(t: TestServer, userId: number, cellId: number, opts: { now?: number; bonusRoll?: number } = {}) {
  // Only this player's draws (other players may draw at the same time, forced or not).
  const restore = forceFairOutcomesForTests((table, _drawn, ctx) => {
    const entries = table.weighted?.entries;
    if (!entries || ctx.userId !== userId) return undefined;
    const index = entries.findIndex((e) => e.id === cellId);
    if (index < 0) throw new Error(`drawAs: cell ${cellId} is not in the jackpot table`);
    const entry = entries[index]!;
    if (entry.minPesos === undefined || entry.maxPesos === undefined) return { index };
    const span = entry.maxPesos - entry.minPesos;
    return { index, pesos: entry.minPesos + Math.min(opts.bonusRoll ?? span, span) };
  });
  try {
    return await drawOnce(t.deps.db, { userId, requestId: requestId('forced'), cells: await board(t), now: opts.now ?? t.deps.now() });
  } finally {
    restore();
  }
}

export const betFor = (t: TestServer, userId: number, amount: number, now?: number) => t.deps.db.transaction((tx) => earnFromBet(tx, userId, amount, now ?? t.deps.now()));
