import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditInvariants } from '../../server/ops/invariants.ts';
import { advanceLottery, settleDraw } from '../../server/lottery/index.ts';
import { exclude } from '../../server/protection/index.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { giveLotteryCoupon, handPrizes, independentNumbers, lotteryPlayer, MINUTE, order, rows, testProduct } from './lottery-helpers.ts';
import { setLimit, tokenBehindSignIn } from './protection-helpers.ts';

/**
 * The lottery (issue 32, docs/lottery.md): orders with coin or coupons (one transfer, idempotent,
 * protection, the cut-off under concurrency), the draw from its committed seed, the prizes by a hand
 * check over 10,000 tickets, paid once whatever retries or races, the odds, the `lottery` field.
 */
const coin = async (t: ReturnType<typeof useTestServer>, userId: number) => (await playerBalances(t.deps.db, userId)).coin;

describe(`lottery (${databaseKind})`, () => {
  const t = useTestServer({ oneApp: true });

  it('a coin order is one transfer and its lines; a retry answers it; the same requestId with other lines is 9717; the record shows the tickets', async () => {
    const { draw } = await testProduct(t);
    const p = await lotteryPlayer(t, 'coin');
    const before = await coin(t, p.userId);
    const body = expectOk(await order(t, p, draw.drawId, [[3, 1, 2], [4, 5, 6], [10, 9, 8]], { requestId: 'same-order-1' }));
    expect(body).toMatchObject({ drawId: draw.drawId, lines: 3, cost: 1500, pay: 'coin' });
    expect(body.tickets.map((x: { numbers: number[] }) => x.numbers)).toEqual([[1, 2, 3], [4, 5, 6], [8, 9, 10]]);
    expect(await coin(t, p.userId)).toBe(before - 1500);
    const transfers = await rows(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'lottery_order'`);
    expect(transfers).toEqual([{ n: 1 }]);

    const again = await Promise.all([order(t, p, draw.drawId, [[1, 2, 3], [4, 5, 6], [8, 9, 10]], { requestId: 'same-order-1' }), order(t, p, draw.drawId, [[3, 2, 1], [6, 5, 4], [10, 9, 8]], { requestId: 'same-order-1' })]);
    for (const res of again) expect(expectOk(res).orderId).toBe(body.orderId);
    expect(await coin(t, p.userId)).toBe(before - 1500);

    const snap = await snapshot(t);
    expectError(await order(t, p, draw.drawId, [[1, 2, 4]], { requestId: 'same-order-1' }), { status: 409, errcode: Errcode.lotteryRequestReused });
    expect(await snapshot(t)).toEqual(snap);

    const record = expectOk(await t.call('lotteryRecord', { pageNum: 1, pageSize: 10 }, { token: p.token }));
    expect(record.total).toBe(3);
    expect(record.tickets.every((x: { state: string; pay: string }) => x.state === 'pending' && x.pay === 'coin')).toBe(true);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
    expect(await auditInvariants(t.deps.db)).toEqual([]);
  });

  it('refusals are 4xx errcodes that change nothing: bad lines, unknown draw, coin short, activity off, product off, sales closed; protected players refused', async () => {
    const { productId, draw } = await testProduct(t, { linePrice: 100_000 });
    const p = await lotteryPlayer(t, 'refuse');
    const snap = await snapshot(t);
    for (const lines of [[[1, 2]], [[1, 1, 2]], [[0, 1, 2]], [[1, 2, 11]], Array.from({ length: 11 }, () => [1, 2, 3])]) {
      expectError(await order(t, p, draw.drawId, lines), { status: 400, errcode: Errcode.lotteryLinesInvalid, field: 'lines' });
    }
    expectError(await order(t, p, 999_999, [[1, 2, 3]]), { status: 404, errcode: Errcode.lotteryDrawNotFound });
    // ₱10,000 of lines is more than a new player has.
    expect(await coin(t, p.userId)).toBeLessThan(10 * 100_000);
    expectError(await order(t, p, draw.drawId, Array.from({ length: 10 }, () => [1, 2, 3])), { status: 409, errcode: Errcode.lotteryCoinShort });
    expectError(await order(t, p, draw.drawId, [[1, 2, 3]], { pay: 'coupon' }), { status: 409, errcode: Errcode.lotteryCouponUnavailable, field: 'couponId' });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Lottery, false);
    expectError(await order(t, p, draw.drawId, [[1, 2, 3]]), { status: 409, errcode: Errcode.lotteryNotRunning });
    expect(expectOk(await t.call('lotteryProducts', {})).products).toEqual([]);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Lottery, true);
    await t.deps.db.execute(sql`UPDATE lottery_products SET enabled = false WHERE id = ${productId}`);
    expectError(await order(t, p, draw.drawId, [[1, 2, 3]]), { status: 409, errcode: Errcode.lotteryNotRunning });
    await t.deps.db.execute(sql`UPDATE lottery_products SET enabled = true WHERE id = ${productId}`);
    expect(await snapshot(t)).toEqual(snap);

    // A wager limit below the order's cost (6001), a time-out (6002): the stake is refused like a round's.
    expectOk(await setLimit(t, p.token, 'wager', 'day', 50_000));
    const limited = await snapshot(t);
    expectError(await order(t, p, draw.drawId, [[1, 2, 3]]), { status: 200, errcode: 6001 });
    expect(await snapshot(t)).toEqual(limited);
    const q = await lotteryPlayer(t, 'timeout');
    const [coupon] = await giveLotteryCoupon(t, q.userId, 110_001);
    await t.deps.db.transaction((tx) => exclude(tx, { userId: q.userId, kind: 'timeout', endsAt: t.deps.now() + 86_400_000, now: t.deps.now() }));
    // The time-out revoked the player's sessions; a token it somehow missed is refused by the order itself.
    expectError(await order(t, q, draw.drawId, [[1, 2, 3]]), { status: 401, errcode: 401 });
    q.token = await tokenBehindSignIn(t, q.userId);
    const cheap = await testProduct(t);
    const excluded = await snapshot(t);
    expectError(await order(t, q, draw.drawId, [[1, 2, 3]]), { status: 200, errcode: 6002 });
    expectError(await order(t, q, cheap.draw.drawId, [[1, 2, 3]], { pay: 'coupon', couponId: coupon }), { status: 200, errcode: 6002 });
    expect(await snapshot(t)).toEqual(excluded);

    t.advance(draw.closesAt - t.deps.now());
    const closed = await snapshot(t);
    expectError(await order(t, p, draw.drawId, [[1, 2, 3]]), { status: 409, errcode: Errcode.lotterySalesClosed });
    expect(await snapshot(t)).toEqual(closed);
  });

  it('coupons pay an order of exactly their value, no transfer; the `lottery` field is their value; a used coupon is 9715, a mismatch 9716 (nothing changed)', async () => {
    const { draw } = await testProduct(t);
    const p = await lotteryPlayer(t, 'coupon');
    const [ten] = await giveLotteryCoupon(t, p.userId, 110_002);
    const [five] = await giveLotteryCoupon(t, p.userId, 110_001);
    expect(expectOk(await t.call('refreshData', {}, { token: p.token })).lottery).toBe(1500);
    expect(expectOk(await t.call('lotteryProducts', {}, { token: p.token })).coupons.map((c: { value: number }) => c.value).sort()).toEqual([1000, 500]);
    const before = await coin(t, p.userId);

    const snap = await snapshot(t);
    expectError(await order(t, p, draw.drawId, [[1, 2, 3]], { pay: 'coupon', couponId: ten }), { status: 409, errcode: Errcode.lotteryCouponMismatch });
    expect(await snapshot(t)).toEqual(snap);

    expectOk(await order(t, p, draw.drawId, [[1, 2, 3], [4, 5, 6]], { pay: 'coupon', couponId: ten }));
    expect(await coin(t, p.userId)).toBe(before);
    expect(await rows(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`lottery:${p.userId}:%`}`)).toEqual([{ n: 0 }]);
    expect(await rows(t, sql`SELECT status FROM reward_props WHERE id = ${ten!}`)).toEqual([{ status: 'used' }]);
    expect(expectOk(await t.call('refreshData', {}, { token: p.token })).lottery).toBe(500);
    expect(expectOk(await t.call('getAfterLoginInfoWeb', {}, { token: p.token })).userInfo.lottery).toBe(500);

    const used = await snapshot(t);
    expectError(await order(t, p, draw.drawId, [[1, 2, 3], [4, 5, 6]], { pay: 'coupon', couponId: ten }), { status: 409, errcode: Errcode.lotteryCouponUnavailable });
    expect(await snapshot(t)).toEqual(used);
    expectOk(await order(t, p, draw.drawId, [[7, 8, 9]], { pay: 'coupon', couponId: five }));
    expect(expectOk(await t.call('refreshData', {}, { token: p.token })).lottery).toBe(0);
  });

  it('sales close at the cut-off under concurrency: every order lands before it or is refused (9712), and the draw holds exactly those', async () => {
    const { draw } = await testProduct(t);
    const players = await Promise.all([0, 1, 2, 3].map((i) => lotteryPlayer(t, `race${i}`)));
    const start = new Map(await Promise.all(players.map(async (p) => [p.userId, await coin(t, p.userId)] as const)));
    // 40 orders racing the close: a minute before the cut-off they start; as soon as the first is answered
    // the clock jumps past the cut-off and the close runs while the others are still under way.
    t.advance(draw.closesAt - t.deps.now() - 60_000);
    const racing = players.flatMap((p) => Array.from({ length: 10 }, () => order(t, p, draw.drawId, [[1, 2, 3]])));
    const closer = (async () => {
      await Promise.race(racing);
      t.advance(61_000);
      await advanceLottery(t.deps.db, t.deps.now());
    })();
    const results = await Promise.all(racing);
    await closer;
    await advanceLottery(t.deps.db, t.deps.now());
    let landed = 0;
    for (const res of results) {
      if (res.body.errcode === 0) landed++;
      else expectError(res, { status: 409, errcode: Errcode.lotterySalesClosed });
    }
    const tickets = await rows<{ n: number; late: number }>(t, sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE created_at >= ${new Date(draw.closesAt).toISOString()}::timestamptz)::int AS late FROM lottery_tickets WHERE draw_id = ${draw.drawId}`);
    expect(tickets).toEqual([{ n: landed, late: 0 }]);
    expect(landed).toBeGreaterThanOrEqual(1);
    expect(await rows(t, sql`SELECT state FROM lottery_draws WHERE id = ${draw.drawId}`)).toEqual([{ state: 'closed' }]);
    let spent = 0;
    for (const p of players) spent += start.get(p.userId)! - (await coin(t, p.userId));
    expect(spent).toBe(landed * 500);
  });

  it("a draw's prizes equal a hand check over 10,000 tickets, paid once: a concurrent settlement and a retried one pay nothing more", async () => {
    const { draw } = await testProduct(t);
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => lotteryPlayer(t, `bulk${i}`)));
    const before = new Map(await Promise.all(players.map(async (p) => [p.userId, await coin(t, p.userId)] as const)));
    // Synthetic lines in bulk SQL: one order a player, 10,000 tickets spread over them.
    const orderIds: number[] = [];
    for (const p of players) {
      const [row] = await rows<{ id: number }>(
        t,
        sql`INSERT INTO lottery_orders (user_id, request_id, draw_id, lines, cost, pay, transfer_id, created_at) VALUES (${p.userId}, ${`bulk-${p.userId}`}, ${draw.drawId}, 1250, 625000, 'coin', -1, now()) RETURNING id`,
      );
      orderIds.push(row!.id);
    }
    const lines: { userId: number; numbers: number[] }[] = [];
    let x = 12345;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
    const values: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const set = new Set<number>();
      while (set.size < 3) set.add(1 + (next() % 10));
      const numbers = [...set].sort((a, b) => a - b);
      const k = i % players.length;
      lines.push({ userId: players[k]!.userId, numbers });
      values.push(`(${orderIds[k]}, ${draw.drawId}, ${players[k]!.userId}, '{${numbers.join(',')}}', now())`);
    }
    await t.deps.db.execute(sql.raw(`INSERT INTO lottery_tickets (order_id, draw_id, user_id, numbers, created_at) VALUES ${values.join(',')}`));

    t.advance(draw.drawAt - t.deps.now());
    // Two settlements at once (two processes' tickers): one draw, one payment each.
    await Promise.all([advanceLottery(t.deps.db, t.deps.now()), advanceLottery(t.deps.db, t.deps.now())]);
    const history = expectOk(await t.call('lotteryHistory', { pageNum: 1, pageSize: 10 }));
    const drawn = history.draws.find((d: { drawId: number }) => d.drawId === draw.drawId);
    expect(drawn).toMatchObject({ state: 'settled', seedHash: draw.seedHash, lines: 10_000 });
    const numbers = independentNumbers(drawn.seed, draw.seedHash, draw.drawId, 3, 10);
    expect(drawn.numbers).toEqual(numbers);

    const paytable = [
      { matches: 3, prize: 100_00 },
      { matches: 2, prize: 5_00 },
      { matches: 1, prize: 1_00 },
    ];
    const hand = handPrizes(lines, numbers, paytable);
    const total = [...hand.values()].reduce((a, b) => a + b, 0);
    expect(drawn.paid).toBe(total);
    const grants = await rows<{ user_id: number; n: number; coin: string }>(
      t,
      sql`SELECT g.user_id, count(*)::int AS n, sum(i.count)::text AS coin FROM reward_grants g JOIN reward_grant_items i ON i.grant_id = g.id WHERE g.activity_id = 76 AND g.key = ${`lottery:${draw.drawId}`} GROUP BY g.user_id ORDER BY g.user_id`,
    );
    expect(grants).toEqual([...hand.entries()].sort((a, b) => a[0] - b[0]).map(([userId, prize]) => ({ user_id: userId, n: 1, coin: String(prize) })));
    for (const p of players) expect(await coin(t, p.userId)).toBe(before.get(p.userId)! + (hand.get(p.userId) ?? 0));

    // A retried settlement (as if the tickets' marks were lost): the grants' keys pay nothing more.
    await t.deps.db.execute(sql`UPDATE lottery_tickets SET grant_id = NULL WHERE draw_id = ${draw.drawId}`);
    await t.deps.db.execute(sql`UPDATE lottery_draws SET state = 'drawn', settled_at = NULL WHERE id = ${draw.drawId}`);
    await Promise.all([settleDraw(t.deps.db, draw.drawId, t.deps.now()), settleDraw(t.deps.db, draw.drawId, t.deps.now())]);
    for (const p of players) expect(await coin(t, p.userId)).toBe(before.get(p.userId)! + (hand.get(p.userId) ?? 0));
    expect(await rows(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'lottery_prize'`)).toEqual([{ n: hand.size }]);

    const record = expectOk(await t.call('lotteryRecord', { pageNum: 1, pageSize: 50 }, { token: players[0]!.token }));
    expect(record.total).toBe(1250);
    for (const ticket of record.tickets) {
      const want = paytable.find((r) => r.matches === ticket.matched)?.prize ?? 0;
      expect(ticket).toMatchObject({ prize: want, state: want > 0 ? 'won' : 'lost', paid: want > 0 });
    }
    // The books and the business around them still prove (the operators' audit, npm run ops -- audit).
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
    expect(await auditInvariants(t.deps.db)).toEqual([]);
    // A prize that differs from what was paid is what the audit reports.
    await t.deps.db.execute(sql`UPDATE lottery_tickets SET prize = prize + 100 WHERE id = (SELECT min(id) FROM lottery_tickets WHERE draw_id = ${draw.drawId} AND prize > 0)`);
    expect((await auditInvariants(t.deps.db)).map((p) => p.check)).toEqual(['lottery-prize-not-paid']);
  });

  it('the rule shows each paytable row with its exact odds; the next draw with its seed hash, never the seed', async () => {
    const { productId } = await testProduct(t);
    const rule = expectOk(await t.call('lotteryRule', { productId }));
    expect(rule.odds).toEqual([
      { matches: 3, prize: 100_00, ways: 1, total: 120 },
      { matches: 2, prize: 5_00, ways: 21, total: 120 },
      { matches: 1, prize: 1_00, ways: 63, total: 120 },
    ]);
    // (10000·1 + 500·21 + 100·63) / 120 / 500 = 26800 / 60000 = 44.66…%, rounded down in basis points.
    expect(rule.rtpBps).toBe(4466);
    expect(rule.product.nextDraw).toMatchObject({ state: 'selling', seed: null, numbers: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expectError(await t.call('lotteryRule', { productId: 999_999 }), { status: 404, errcode: Errcode.lotteryProductNotFound });
    expect(MINUTE).toBe(60_000);
  });
});
