import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { calls, type CallPath, type JackpotAward } from '../../contract/index.ts';
import { earnFromBet } from '../../server/jackpot/chances.ts';
import { drawOnce } from '../../server/jackpot/draw.ts';
import { drawableCells, NO_CHANCES, type Rng } from '../../server/jackpot/rules.ts';
import { jackpotRules } from '../../server/jackpot/config.ts';
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
 * A random source that lands on a given cell, then (for a tier) rolls `bonusRoll` within the range
 * (default: the top of it), so a test can make the rare outcomes happen.
 */
export function landOn(cells: readonly JackpotAward[], cellId: number, bonusRoll?: number): Rng {
  const weighted = drawableCells(cells, jackpotRules);
  const index = weighted.findIndex((w) => w.cell.id === cellId);
  const offset = weighted.slice(0, index).reduce((s, w) => s + w.weight, 0);
  let rolls = 0;
  return (max) => (rolls++ === 0 ? offset : Math.min(bonusRoll ?? max - 1, max - 1));
}

/** A draw with a chosen outcome, through the same code path as the call. */
export async function drawAs(t: TestServer, userId: number, cellId: number, opts: { now?: number; bonusRoll?: number } = {}) {
  const cells = await board(t);
  return drawOnce(t.deps.db, { userId, requestId: requestId('forced'), cells, now: opts.now ?? t.deps.now() }, jackpotRules, landOn(cells, cellId, opts.bonusRoll));
}

export const betFor = (t: TestServer, userId: number, amount: number, now?: number) => t.deps.db.transaction((tx) => earnFromBet(tx, userId, amount, now ?? t.deps.now()));
