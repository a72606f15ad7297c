import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, diamondCouponPrice, Errcode } from '../../contract/index.ts';
import { setOrderStatus } from '../../server/diamonds/index.ts';
import { grantReward, ONCE } from '../../server/rewards/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { okCall, reqId } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot, snapshotRows } from './helpers.ts';
import { ADDRESS, addItem, diamondPlayer, diamondsOf, markDeposited } from './diamonds-helpers.ts';

/** Issue 29: diamond coupons at the mall's exchanges, the add-up awards' console calls, and an order's live event. */

let grants = 0;
/** Diamond coupons given as any prize is (a grant of the rewards engine); answers the new rows' ids. */
async function giveCoupon(t: TestServer, userId: number, propId: number, expiresAt?: number | null): Promise<number> {
  await t.deps.db.transaction((tx) =>
    grantReward(tx, {
      userId,
      source: { activityId: ActivityId.DiamondMall, period: ONCE, reason: 'test_coupon' },
      key: `test-coupon:${++grants}`,
      items: [{ propId, count: 1 }],
      ...(expiresAt !== undefined ? { expiresAt } : {}),
      now: t.deps.now(),
    }),
  );
  const [row] = await query(t, sql`SELECT id FROM reward_props WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`);
  return row!.id as number;
}

type T = Parameters<typeof consoleCall>[0];
const buyGoods = (t: T, token: string, itemId: number, couponId?: number, requestId = reqId('cg')) =>
  t.call('diamondExchangeGoods', { itemId, requestId, address: ADDRESS, ...(couponId ? { couponId } : {}) }, { token });
const buyCoin = (t: T, token: string, itemId: number, couponId?: number, requestId = reqId('cc')) =>
  t.call('diamondExchangeCoin', { itemId, requestId, ...(couponId ? { couponId } : {}) }, { token });
const couponStatus = async (t: T, id: number) => (await query(t, sql`SELECT status FROM reward_props WHERE id = ${id}`))[0]!.status as string;

describe('diamond coupon arithmetic', () => {
  it('takes the floored percent off and always leaves at least one diamond to pay; the parts add up', () => {
    expect(diamondCouponPrice(45, 10)).toEqual({ discount: 4, paid: 41 });
    expect(diamondCouponPrice(60, 25)).toEqual({ discount: 15, paid: 45 });
    expect(diamondCouponPrice(1, 25)).toEqual({ discount: 0, paid: 1 });
    expect(diamondCouponPrice(3, 100)).toEqual({ discount: 2, paid: 1 });
    for (let price = 1; price < 300; price += 7) for (const percent of [5, 10, 15, 20, 25]) {
      const { discount, paid } = diamondCouponPrice(price, percent);
      expect(discount + paid).toBe(price);
      expect(paid).toBeGreaterThanOrEqual(1);
    }
  });
});

describe(`diamond coupons at the mall (${databaseKind})`, () => {
  const t = useTestServer();

  it('a coupon is listed as a percent, takes it off a goods order once; a retry uses no second coupon; a cancel gives diamonds and coupon back', async () => {
    const item = await addItem(t, { kind: 'goods', price: 45, stock: 3 });
    const p = await diamondPlayer(t, 'dcgoods', 100);
    const ten = await giveCoupon(t, p.userId, 100_002);
    const twenty = await giveCoupon(t, p.userId, 100_004);
    const shop = okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token }));
    expect(shop.coupons.map((c: { id: number; percent: number }) => [c.id, c.percent]).sort()).toEqual([[ten, 10], [twenty, 20]].sort());

    const requestId = reqId('cgretry');
    const bought = okCall('diamondExchangeGoods', await buyGoods(t, p.token, item.id, ten, requestId));
    expect(bought.order).toMatchObject({ diamonds: 41, discount: 4, status: 'pending' });
    expect(bought.diamonds).toBe(59);
    expect(await couponStatus(t, ten)).toBe('used');
    // The ledger moved what was paid, once.
    const [moved] = await query(t, sql`SELECT sum(l.amount)::int AS n FROM ledger_transfers tr JOIN ledger_entries l ON l.transfer_id = tr.id WHERE tr.kind = 'diamond_exchange' AND tr.idempotency_key = ${`diamond_exchange:${p.userId}:${requestId}`} AND l.amount < 0`);
    expect(moved!.n).toBe(-41);

    // The same request again, even naming the other coupon: the first order, nothing used nor moved.
    const before = await snapshot(t);
    const again = okCall('diamondExchangeGoods', await buyGoods(t, p.token, item.id, twenty, requestId));
    expect(again.order.id).toBe(bought.order.id);
    expect(await snapshot(t)).toEqual(before);
    expect(await couponStatus(t, twenty)).toBe('active');

    // A used coupon again, on a new request: 409, nothing changes.
    expectError(await buyGoods(t, p.token, item.id, ten), { status: 409, errcode: Errcode.diamondCouponUsed, field: 'couponId' });
    expect(await snapshot(t)).toEqual(before);
    const props = okCall('userPropList', await t.call('userPropList', {}, { token: p.token })).list;
    expect(props.find((x: { id: number }) => x.id === ten)).toMatchObject({ status: 'used', propId: 100_002 });

    // The operator cancels: the 41 paid come back, and the coupon with them.
    const finance = await operatorWithSession(t, 'dc-finance', 'finance');
    expectOk(await consoleCall(t, 'consoleDiamondOrderSet', { id: bought.order.id, status: 'cancelled', reason: 'supplier out' }, { token: finance.token }));
    expect(await diamondsOf(t, p)).toBe(100);
    expect(await couponStatus(t, ten)).toBe('active');
    expect(okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).coupons.map((c: { id: number }) => c.id)).toContain(ten);
  });

  it('a coin item with a coupon pays its full coin for fewer diamonds; the percent never takes the last diamond', async () => {
    const coin = await addItem(t, { kind: 'coin', price: 20, coin: 2000 });
    const cheap = await addItem(t, { kind: 'goods', price: 1 });
    const p = await diamondPlayer(t, 'dccoin', 40);
    await markDeposited(t, p.userId);
    const c25 = await giveCoupon(t, p.userId, 100_005);
    const answer = okCall('diamondExchangeCoin', await buyCoin(t, p.token, coin.id, c25));
    expect(answer).toMatchObject({ paid: 2000, spent: 15, diamonds: 25 });
    const c5 = await giveCoupon(t, p.userId, 100_001);
    const order = okCall('diamondExchangeGoods', await buyGoods(t, p.token, cheap.id, c5)).order;
    expect(order).toMatchObject({ diamonds: 1, discount: 0 });
    // The add-up total counts what was paid.
    expect(okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).spent).toBe(16);
  });

  it('one coupon under 20 concurrent exchanges: used once, one discounted exchange, the others refused', async () => {
    const item = await addItem(t, { kind: 'goods', price: 10 });
    const p = await diamondPlayer(t, 'dcrace', 500);
    const coupon = await giveCoupon(t, p.userId, 100_003);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyGoods(t, p.token, item.id, coupon)));
    const ok = answers.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.order).toMatchObject({ diamonds: 9, discount: 1 });
    for (const r of answers.filter((a) => a.body.errcode !== 0)) expectError(r, { status: 409, errcode: Errcode.diamondCouponUsed });
    expect(await diamondsOf(t, p)).toBe(491);
    expect((await query(t, sql`SELECT count(*)::int AS n FROM diamond_exchanges WHERE user_id = ${p.userId}`))[0]!.n).toBe(1);
    // Twenty copies of one request with another coupon: one exchange, that coupon used once.
    const second = await giveCoupon(t, p.userId, 100_003);
    const requestId = reqId('dcsame');
    const copies = await Promise.all(Array.from({ length: 20 }, () => buyGoods(t, p.token, item.id, second, requestId)));
    expect(new Set(copies.map((r) => r.body.order?.id)).size).toBe(1);
    expect(await diamondsOf(t, p)).toBe(482);
    expect((await query(t, sql`SELECT count(*)::int AS n FROM reward_props WHERE user_id = ${p.userId} AND status = 'used'`))[0]!.n).toBe(2);
  }, 60_000);

  it("refuses another player's coupon, a deposit coupon, an expired one and an unknown one, changing nothing", async () => {
    const item = await addItem(t, { kind: 'goods', price: 10 });
    const p = await diamondPlayer(t, 'dcowner', 50);
    const other = await diamondPlayer(t, 'dcother', 0);
    const theirs = await giveCoupon(t, other.userId, 100_002);
    const deposit = await giveCoupon(t, p.userId, 1010);
    const expired = await giveCoupon(t, p.userId, 100_002, t.deps.now() - 1000);
    const before = await snapshot(t);
    expectError(await buyGoods(t, p.token, item.id, theirs), { status: 404, errcode: Errcode.diamondCouponNotFound, field: 'couponId' });
    expectError(await buyGoods(t, p.token, item.id, deposit), { status: 404, errcode: Errcode.diamondCouponNotFound, field: 'couponId' });
    expectError(await buyGoods(t, p.token, item.id, 2_000_000_000), { status: 404, errcode: Errcode.diamondCouponNotFound });
    expectError(await buyGoods(t, p.token, item.id, expired), { status: 409, errcode: Errcode.diamondCouponExpired });
    expectError(await buyCoin(t, p.token, item.id, theirs), { status: 400, errcode: Errcode.diamondWrongKind });
    expect(await snapshot(t)).toEqual(before);
    // An expired coupon is not offered; neither is a deposit coupon.
    expect(okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).coupons).toEqual([]);
  });

  it("an order's move is pushed live in its transaction: an event with the change, none when it rolls back", async () => {
    const item = await addItem(t, { kind: 'goods', price: 5 });
    const p = await diamondPlayer(t, 'dclive', 10);
    const order = okCall('diamondExchangeGoods', await buyGoods(t, p.token, item.id)).order;
    const events = async () => (await query(t, sql`SELECT data FROM live_events WHERE user_id = ${p.userId} AND type = 'diamondOrder' ORDER BY id`)).map((r) => r.data);
    // A change whose transaction fails after the move (its audit, say): nothing moved, nothing pushed.
    await expect(
      setOrderStatus(t.deps.db, { orderId: order.id, status: 'shipped', trackingNo: 'X', now: t.deps.now() }, async () => {
        throw new Error('audit failed');
      }),
    ).rejects.toThrow('audit failed');
    expect(await events()).toEqual([]);
    expect((await query(t, sql`SELECT status FROM diamond_orders WHERE id = ${order.id}`))[0]!.status).toBe('pending');

    const finance = await operatorWithSession(t, 'dc-live', 'finance');
    expectOk(await consoleCall(t, 'consoleDiamondOrderSet', { id: order.id, status: 'shipped', trackingNo: 'LBC-1' }, { token: finance.token }));
    expectError(await consoleCall(t, 'consoleDiamondOrderSet', { id: order.id, status: 'shipped' }, { token: finance.token }), { status: 409, errcode: Errcode.diamondOrderTransition });
    expectOk(await consoleCall(t, 'consoleDiamondOrderSet', { id: order.id, status: 'cancelled', reason: 'lost by the courier' }, { token: finance.token }));
    expect(await events()).toEqual([
      { type: 'diamondOrder', orderId: order.id, status: 'shipped', diamonds: 5 },
      { type: 'diamondOrder', orderId: order.id, status: 'cancelled', diamonds: 10 },
    ]);
  });

  it('admins manage add-up awards (audited); one that gives a diamond coupon pays it as a coupon the mall takes', async () => {
    const admin = await operatorWithSession(t, 'dc-admin', 'admin');
    const finance = await operatorWithSession(t, 'dc-fin2', 'finance');
    const award = { threshold: 7, items: [{ propId: 100_001, count: 2 }], active: true };
    expectRefused(await consoleCall(t, 'consoleDiamondAddupSave', award, { token: finance.token }), 403);
    expectRefused(await consoleCall(t, 'consoleDiamondAddups', {}, { token: finance.token }), 403);
    let before = await snapshotRows(t);
    expectError(await consoleCall(t, 'consoleDiamondAddupSave', { ...award, items: [{ propId: 2001, count: 550 }] }, { token: admin.token }), { status: 400, errcode: Errcode.diamondAddupInvalid, params: { propId: 2001 } });
    expectError(await consoleCall(t, 'consoleDiamondAddupSave', { ...award, items: [{ propId: 1010, count: 1 }] }, { token: admin.token }), { status: 400, errcode: Errcode.diamondAddupInvalid });
    expectError(await consoleCall(t, 'consoleDiamondAddupSave', { ...award, id: 999_999 }, { token: admin.token }), { status: 404, errcode: Errcode.diamondAddupNotFound });
    expect((await snapshotRows(t)).rows.diamond_addup_awards).toEqual(before.rows.diamond_addup_awards);

    const saved = expectOk(await consoleCall(t, 'consoleDiamondAddupSave', { ...award, active: false }, { token: admin.token })).award;
    expect(saved).toMatchObject({ threshold: 7, items: [{ propId: 100_001, count: 2 }], active: false });
    const p = await diamondPlayer(t, 'dcaward', 10);
    await markDeposited(t, p.userId);
    const item = await addItem(t, { kind: 'goods', price: 8 });
    expectOk(await buyGoods(t, p.token, item.id));
    // Off: not offered, not claimable.
    expect(okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).addup.some((a: { id: number }) => a.id === saved.id)).toBe(false);
    expectError(await t.call('receiveAddupAwardById', { id: saved.id }, { token: p.token }), { status: 404, errcode: Errcode.diamondAddupNotFound });
    const on = expectOk(await consoleCall(t, 'consoleDiamondAddupSave', { id: saved.id, ...award }, { token: admin.token })).award;
    expect(on.active).toBe(true);
    expect(expectOk(await consoleCall(t, 'consoleDiamondAddups', {}, { token: admin.token })).awards.find((a: { id: number }) => a.id === saved.id)).toMatchObject(on);
    expect(await query(t, sql`SELECT before->>'active' AS "from", after->>'active' AS "to" FROM console_audit WHERE call = 'consoleDiamondAddupSave' AND target = ${`diamond_addup:${saved.id}`} ORDER BY id`)).toEqual([
      { from: null, to: 'false' },
      { from: 'false', to: 'true' },
    ]);

    expectOk(await t.call('receiveAddupAwardById', { id: saved.id }, { token: p.token }));
    const coupons = okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).coupons;
    expect(coupons.map((c: { percent: number }) => c.percent)).toEqual([5, 5]);
    // The seeded mall has one too: 10% at 100 diamonds spent.
    before = await snapshotRows(t);
    expect(before.rows.diamond_addup_awards!.find((a) => a.threshold === 100)).toMatchObject({ items: [{ propId: 100_002, count: 1 }], active: true });
  });
});
