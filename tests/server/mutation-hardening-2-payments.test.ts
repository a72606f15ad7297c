import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { grantReward, ONCE } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectOk } from './helpers.ts';
import { reqId } from './games-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';
import { listenFor, paymongoFor } from './reversal-helpers.ts';

/**
 * A deposit coupon and an order paid in time but heard after it expired, where the second pass over the
 * mutation pool (docs/mutation-hardening.md) found no assertion (rewards/coupons.ts redeemCoupon): the
 * coupon is the late order's only while no other order holds it and it has not expired, to the millisecond.
 */
const MIN = 60_000;
let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

let ips = 0;
let grants = 0;
async function couponFor(t: TestServer, p: Player, expiresAt?: number): Promise<number> {
  const grant = await t.deps.db.transaction((tx) =>
    grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: ONCE, reason: 'test' }, key: `mh2-coupon:${++grants}`, items: [{ propId: 1010, count: 1 }], now: t.deps.now(), ...(expiresAt ? { expiresAt } : {}) }),
  );
  return (await t.deps.db.select().from(schema.rewardProps).where(eq(schema.rewardProps.grantId, grant.id)))[0]!.id;
}
async function order(t: TestServer, p: Player, amount: number, couponId: number) {
  const o = expectOk(await t.call('recharge', { typeId: 1, amount, requestId: reqId('mh2'), couponId }, { token: p.token })).order as { orderNo: string };
  const [row] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, o.orderNo));
  return { orderNo: o.orderNo, sessionId: row!.providerRef! };
}
const orderOf = async (t: TestServer, p: Player, orderNo: string) => expectOk(await t.call('rechargeOrder', { orderNo }, { token: p.token })).order as { status: string; bonus: number };

describe(`mutation hardening 2: a coupon and a late-heard payment (${databaseKind})`, () => {
  const t = useTestServer({ payments: () => paymongoFor(fake)() });
  beforeEach(async () => {
    clock = t.deps.now;
    await listenFor(t, fake);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** An order with the coupon, paid at minute 29 of its 30 but heard only after it expired (its coupon free again). */
  async function paidLate(p: Player, couponId: number) {
    const late = await order(t, p, 20_000, couponId);
    t.advance(29 * MIN);
    const { events } = await fake.pay(late.sessionId, { withhold: true });
    t.advance(6 * MIN);
    expect(await orderOf(t, p, late.orderNo)).toMatchObject({ status: 'expired' });
    return { late, event: events[0]! };
  }

  // coupons.ts:84, :85 (`&&`): a coupon another order took meanwhile stays that order's.
  it('the late order is credited without the bonus when another order holds its coupon; that order gets it', async () => {
    const p = await newPlayer(t, `mh2late${++ips}`);
    const couponId = await couponFor(t, p);
    const coin = await coinOf(t, p.userId);
    const { late, event } = await paidLate(p, couponId);
    const next = await order(t, p, 30_000, couponId);
    expect((await fake.deliver(event)).body.outcome).toBe('accepted');
    expect(await orderOf(t, p, late.orderNo)).toMatchObject({ status: 'paid', bonus: 0 });
    expect((await coinOf(t, p.userId)) - coin).toBe(20_000);
    expect((await fake.pay(next.sessionId)).deliveries[0]!.body.outcome).toBe('accepted');
    expect(await orderOf(t, p, next.orderNo)).toMatchObject({ status: 'paid', bonus: 3_000 });
    expect((await coinOf(t, p.userId)) - coin).toBe(53_000);
  });

  // coupons.ts:85 (`>`): a coupon free again is the late order's only before its expiry, not at it.
  it('the late order heard exactly when its freed coupon expires is credited without the bonus', async () => {
    const p = await newPlayer(t, `mh2exp${++ips}`);
    const expiresAt = t.deps.now() + 40 * MIN;
    const couponId = await couponFor(t, p, expiresAt);
    const coin = await coinOf(t, p.userId);
    const { late, event } = await paidLate(p, couponId);
    const spy = vi.spyOn(Date, 'now');
    spy.mockReturnValue(1_000_000);
    spy.mockReturnValue(1_000_000 + expiresAt - t.deps.now());
    expect((await fake.deliver(event)).body.outcome).toBe('accepted');
    vi.restoreAllMocks();
    expect(await orderOf(t, p, late.orderNo)).toMatchObject({ status: 'paid', bonus: 0 });
    expect((await coinOf(t, p.userId)) - coin).toBe(20_000);
  });
});
