import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, lineProblem, LOTTERY_LIMITS, matchOdds, lotteryRtpBps, type LotteryTicket } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, LedgerError, transfer } from '../ledger/ledger.ts';
import { assertMayPlay, isProtected, stakeSettled } from '../protection/index.ts';
import { lotteryCoupons, useLotteryCoupon } from '../rewards/index.ts';
import { advanceLottery } from './draws.ts';
import { lotteryRepo, type LotteryOrderRow } from './repo.ts';
import { drawView, productView, ticketView } from './views.ts';

/**
 * What players see of the lottery and one order (docs/lottery.md "Orders"). The reads make the due
 * transitions first (advanceLottery), so a draw closes, draws and pays at the first call after its
 * time even with no ticker.
 */

const running = (db: Executor) => activitiesRepo(db).isOn(ActivityId.Lottery);

export async function lotteryProducts(db: Db, userId: number | null, now: number) {
  await advanceLottery(db, now);
  const repo = lotteryRepo(db);
  const on = await running(db);
  const products = on ? (await repo.products()).filter((p) => p.enabled) : [];
  const selling = await repo.selling();
  const totals = await repo.totals(selling.map((d) => d.id));
  const views = products.map((p) => {
    const next = selling.find((d) => d.productId === p.id && d.closesAt.getTime() > now);
    return productView(p, next ? drawView(next, p.name, totals.get(next.id)) : null);
  });
  return {
    running: on,
    products: views,
    coupons: userId === null || !on ? [] : await lotteryCoupons(db, userId, now),
    withheld: userId === null ? false : await isProtected(db, userId, now),
    serverTime: now,
  };
}

export async function lotteryHistory(db: Db, q: { productId?: number; pageNum: number; pageSize: number }, now: number) {
  await advanceLottery(db, now);
  const repo = lotteryRepo(db);
  const { rows, total } = await repo.history(q.productId, q.pageSize, (q.pageNum - 1) * q.pageSize);
  const names = new Map((await repo.products()).map((p) => [p.id, p.name]));
  const totals = await repo.totals(rows.map((r) => r.id));
  return { draws: rows.map((r) => drawView(r, names.get(r.productId) ?? '', totals.get(r.id))), total };
}

export async function lotteryRecord(db: Db, userId: number, q: { pageNum: number; pageSize: number }, now: number) {
  await advanceLottery(db, now);
  const { rows, total } = await lotteryRepo(db).playerTickets(userId, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return { tickets: rows.map((r) => ticketView(r.ticket, r)), total };
}

export async function lotteryRule(db: Db, productId: number, now: number) {
  const repo = lotteryRepo(db);
  const product = await repo.product(productId);
  if (!product) throw new ApiError(Errcode.lotteryProductNotFound);
  const next = (await repo.selling()).find((d) => d.productId === productId && d.closesAt.getTime() > now);
  const totals = await repo.totals(next ? [next.id] : []);
  const odds = [...product.paytable].sort((a, b) => b.matches - a.matches).map((row) => ({ ...row, ...matchOdds(product.pick, product.pool, row.matches) }));
  return {
    product: productView(product, next ? drawView(next, product.name, totals.get(next.id)) : null),
    odds,
    rtpBps: lotteryRtpBps(product.pick, product.pool, product.linePrice, product.paytable),
  };
}

export interface OrderRequest {
  userId: number;
  requestId: string;
  drawId: number;
  lines: number[][];
  pay: 'coin' | 'coupon';
  couponId?: number;
  /** Read again once the draw is held: an order that waited behind the close sees the time after it. */
  clock: () => number;
}

const sameLines = (a: number[][], b: number[][]) => a.length === b.length && a.every((line, i) => line.join(',') === b[i]!.join(','));
const sorted = (lines: number[][]) => lines.map((line) => [...line].sort((x, y) => x - y));

async function answer(db: Executor, order: LotteryOrderRow): Promise<{ orderId: number; drawId: number; lines: number; cost: number; pay: 'coin' | 'coupon'; tickets: LotteryTicket[] }> {
  const repo = lotteryRepo(db);
  const draw = (await repo.draw(order.drawId))!;
  const product = await repo.product(draw.productId);
  const tickets = await repo.ticketsOfOrder(order.id);
  const ctx = { productName: product?.name ?? '', drawAt: draw.drawAt, state: draw.state, pay: order.pay };
  return { orderId: order.id, drawId: order.drawId, lines: order.lines, cost: order.cost, pay: order.pay === 'coupon' ? 'coupon' : 'coin', tickets: tickets.map((t) => ticketView(t, ctx)) };
}

/** A retry of the same request answers its order; the same requestId with other terms is 9717. */
async function earlierOrder(db: Executor, req: OrderRequest, lines: number[][]) {
  const earlier = await lotteryRepo(db).orderByRequest(req.userId, req.requestId);
  if (!earlier) return undefined;
  const same = earlier.drawId === req.drawId && earlier.pay === req.pay && sameLines(sorted((await lotteryRepo(db).ticketsOfOrder(earlier.id)).map((t) => t.numbers)), lines);
  if (!same) throw new ApiError(Errcode.lotteryRequestReused);
  return answer(db, earlier);
}

/**
 * One order in one transaction: the player's row first (as every money path), then the draw shared
 * (the close and the draw take it exclusively, so they wait for this order and it lands before them, or
 * this order waits for them and is refused), the time read after both, then the checks, the payment
 * (one coin transfer to the games' stakes account, counted by protection as a stake; or one coupon used)
 * and the tickets. A refusal throws before the commit, so it changes nothing.
 */
export async function placeOrder(db: Db, req: OrderRequest) {
  const lines = sorted(req.lines);
  const again = await earlierOrder(db, req, lines);
  if (again) return again;
  // No advanceLottery here: a refused order changes nothing (the draw named was made when it was shown).
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, req.userId)).for('update');
    const raced = await earlierOrder(tx, req, lines);
    if (raced) return raced;
    const repo = lotteryRepo(tx);
    const draw = await repo.draw(req.drawId, { lock: 'share' });
    const now = req.clock();
    if (!draw) throw new ApiError(Errcode.lotteryDrawNotFound, { field: 'drawId' });
    const product = await repo.product(draw.productId);
    if (!product?.enabled || !(await running(tx))) throw new ApiError(Errcode.lotteryNotRunning);
    if (draw.state !== 'selling' || now >= draw.closesAt.getTime()) throw new ApiError(Errcode.lotterySalesClosed);
    if (lines.length > Math.min(product.maxLinesPerOrder, LOTTERY_LIMITS.linesPerOrder.max) || lines.some((line) => lineProblem(line, draw.pick, draw.pool) !== null)) {
      throw new ApiError(Errcode.lotteryLinesInvalid, { field: 'lines' });
    }
    const cost = lines.length * draw.linePrice;
    const usedBy = `lottery:${req.userId}:${req.requestId}`;
    let transferId: number | null = null;
    let couponId: number | null = null;
    if (req.pay === 'coin') {
      // A stake like a round's: refused in an exclusion (6002) or past a wager, loss or session limit (6001).
      await stakeSettled(tx, req.userId, { stake: cost, win: 0 }, now);
      try {
        ({ transferId } = await transfer(tx, {
          kind: 'lottery_order',
          idempotencyKey: usedBy,
          legs: [
            { account: { ownerId: req.userId, kind: 'coin' }, amount: -cost },
            { account: { house: HouseAccount.gameBets }, amount: cost },
          ],
          meta: { drawId: draw.id, lines: lines.length, requestId: req.requestId },
        }));
      } catch (error) {
        if (error instanceof LedgerError && error.reason === 'insufficient-funds') throw new ApiError(Errcode.lotteryCoinShort);
        throw error;
      }
    } else {
      if (req.couponId === undefined) throw new ApiError(Errcode.lotteryCouponUnavailable, { field: 'couponId' });
      await assertMayPlay(tx, req.userId, now);
      const coupon = await useLotteryCoupon(tx, { userId: req.userId, couponId: req.couponId, usedBy, now });
      if (coupon.value !== cost) throw new ApiError(Errcode.lotteryCouponMismatch, { field: 'couponId' });
      couponId = coupon.id;
    }
    const order = await repo.insertOrder({ userId: req.userId, requestId: req.requestId, drawId: draw.id, lines: lines.length, cost, pay: req.pay, couponId, transferId, createdAt: new Date(now) });
    await repo.insertTickets(lines.map((numbers) => ({ orderId: order.id, drawId: draw.id, userId: req.userId, numbers, createdAt: new Date(now) })));
    return answer(tx, order);
  });
}
