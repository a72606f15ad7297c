import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PropId, type OwnedProp } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { grantReward, ONCE, type RewardItem } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { okCall, requestId } from './jackpot-helpers.ts';

const DAY = 86_400_000;
const WELCOME = 5000;
let ips = 0;
let grants = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.19.${ips}.1`);

/** Coupons and tickets granted as a prize would be (no player-facing source grants them yet). */
const give = (t: TestServer, userId: number, items: RewardItem[], expiresAt?: number | null) =>
  t.deps.db.transaction((tx) =>
    grantReward(tx, { userId, source: { activityId: ActivityId.VIP, period: ONCE, reason: 'test' }, key: `coupons:${++grants}`, items, now: t.deps.now(), ...(expiresAt !== undefined ? { expiresAt } : {}) }),
  );

const props = async (t: TestServer, p: Player): Promise<OwnedProp[]> => okCall('userPropList', await t.call('userPropList', {}, { token: p.token })).list;

/** One coupon of `propId` (default 10%), its id. */
async function coupon(t: TestServer, p: Player, propId = 1010, expiresAt?: number | null): Promise<number> {
  const grant = await give(t, p.userId, [{ propId, count: 1 }], expiresAt);
  const [row] = await t.deps.db.select().from(schema.rewardProps).where(eq(schema.rewardProps.grantId, grant.id));
  return row!.id;
}

const recharge = (t: TestServer, p: Player, amount: number, couponId?: number, id = requestId('dep')) =>
  t.call('recharge', { typeId: 1, amount, requestId: id, ...(couponId !== undefined ? { couponId } : {}) }, { token: p.token });

async function order(t: TestServer, p: Player, amount: number, couponId?: number) {
  return okCall('recharge', await recharge(t, p, amount, couponId)).order as { orderNo: string; payUrl: string; amount: number; couponId: number | null; bonus: number };
}

const press = (t: TestServer, o: { payUrl: string }, button: 'pay' | 'cancel') => t.app.inject({ method: 'POST', url: `${o.payUrl}/${button}` });
const orderNow = async (t: TestServer, p: Player, orderNo: string) => okCall('rechargeOrder', await t.call('rechargeOrder', { orderNo }, { token: p.token })).order;
const statusOf = async (t: TestServer, p: Player, id: number) => (await props(t, p)).find((c) => c.id === id)?.status;
const unavailable = { status: 200, errcode: Errcode.couponUnavailable, field: 'couponId', msg: 'errors.reward.couponUnavailable' };

describe(`coupons and tickets (${databaseKind})`, () => {
  const t = useTestServer();

  it('a grant makes one row per count, with its expiry; the list puts active first, soonest to expire first', async () => {
    const p = await player(t, 'rows');
    const now = t.deps.now();
    const grant = await give(t, p.userId, [{ propId: 1010, count: 2 }, { propId: 1205, count: 1 }, { propId: 100_001, count: 1 }]);
    expect(grant.items.map((i) => [i.propId, i.count, i.transferId])).toEqual([[1010, 2, null], [1205, 1, null], [100_001, 1, null]]);
    await give(t, p.userId, [{ propId: 1350, count: 1 }], now + 2 * DAY);
    await give(t, p.userId, [{ propId: 110_003, count: 1 }], null);
    await give(t, p.userId, [{ propId: 1301, count: 1 }], now - DAY);
    const list = await props(t, p);
    expect(list.map((c) => [c.propId, c.percent, c.status])).toEqual([
      [1350, 50, 'active'],
      [1010, 10, 'active'],
      [1010, 10, 'active'],
      [1205, 5, 'active'],
      [100_001, 0, 'active'],
      [110_003, 0, 'active'],
      [1301, 1, 'expired'],
    ]);
    // The default expiry: 30 days from the grant.
    expect(list[1]!.expiresAt! - (now + 30 * DAY)).toBeGreaterThanOrEqual(0);
    expect(list[1]!.expiresAt! - (now + 30 * DAY)).toBeLessThan(5_000);
    expect(list[5]!.expiresAt).toBeNull();
    // Coupons are not money: balances unchanged, no transfer; the audit counts the rows.
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: WELCOME, points: 0, diamond: 0 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
    // Another player sees none of them.
    expect(await props(t, await player(t, 'rowsother'))).toEqual([]);
  });

  it('a deposit with a coupon pays the deposit and the bonus as two transfers, and uses the coupon', async () => {
    const p = await player(t, 'pay');
    const id = await coupon(t, p, 1010);
    const o = await order(t, p, 20_000, id);
    expect(o).toMatchObject({ couponId: id, bonus: 2_000, amount: 20_000 });
    expect(await statusOf(t, p, id)).toBe('used'); // held by the pending order
    expect((await press(t, o, 'pay')).statusCode).toBe(303);
    expect(await orderNow(t, p, o.orderNo)).toMatchObject({ status: 'paid', couponId: id, bonus: 2_000 });
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: WELCOME + 20_000 + 2_000 });
    const record = okCall('appUserCoinDetail', await t.call('appUserCoinDetail', {}, { token: p.token })).list;
    expect(record.slice(0, 2).map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['coupon_bonus', 2_000],
      ['deposit', 20_000],
    ]);
    const bonusRows = okCall('appUserCoinDetail', await t.call('appUserCoinDetail', { group: 'bonus' }, { token: p.token })).list;
    expect(bonusRows.map((r: { kind: string }) => r.kind)).toContain('coupon_bonus');
    // The bonus is a grant: in the reward record, locked 1× (couponWagering) until bet.
    const log = okCall('activityAwardGetLog', await t.call('activityAwardGetLog', { activityId: ActivityId.Deposit }, { token: p.token })).list;
    expect(log).toEqual([expect.objectContaining({ activityId: ActivityId.Deposit, reason: 'coupon_bonus', period: 'once', items: [{ propId: PropId.coin, count: 2_000 }], locked: 2_000 })]);
    expect(await statusOf(t, p, id)).toBe('used');
    // Used: another order cannot take it.
    expectError(await recharge(t, p, 20_000, id), unavailable);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a 1% coupon on a ₱1 deposit pays its one centavo, not nothing (mutation sample 3)', async () => {
    const p = await player(t, 'centavo');
    const id = await coupon(t, p, 1001);
    const o = await order(t, p, 100, id);
    expect(o).toMatchObject({ couponId: id, bonus: 1, amount: 100 });
    expect((await press(t, o, 'pay')).statusCode).toBe(303);
    expect(await orderNow(t, p, o.orderNo)).toMatchObject({ status: 'paid', bonus: 1 });
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: WELCOME + 100 + 1 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the bonus is capped by couponMaxBonus; couponWagering sets its lock', async () => {
    const p = await player(t, 'cap');
    await appConfigRepo(t.deps.db).upsert('couponMaxBonus', 30_000);
    await appConfigRepo(t.deps.db).upsert('couponWagering', 0);
    t.deps.config.invalidate();
    const o = await order(t, p, 100_000, await coupon(t, p, 1250));
    expect(o.bonus).toBe(30_000);
    await press(t, o, 'pay');
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: WELCOME + 100_000 + 30_000 });
    const [grant] = okCall('activityAwardGetLog', await t.call('activityAwardGetLog', {}, { token: p.token })).list;
    expect(grant).toMatchObject({ reason: 'coupon_bonus', locked: 0 });
  });

  it('a second order with a held coupon is 5005; an expired, foreign, unknown or ticket coupon is 5005 and changes nothing', async () => {
    const p = await player(t, 'refuse');
    const other = await player(t, 'refuseother');
    const held = await coupon(t, p, 1020);
    await order(t, p, 10_000, held);
    const expired = await coupon(t, p, 1030, t.deps.now() - 1);
    const foreign = await coupon(t, other, 1040);
    const ticket = await coupon(t, p, 100_002);
    const before = await snapshot(t);
    for (const id of [held, expired, foreign, ticket, 999_999]) expectError(await recharge(t, p, 10_000, id), unavailable);
    expect(await snapshot(t)).toEqual(before);
    // A coupon that expires while nobody uses it: refused from that moment.
    const soon = await coupon(t, p, 1050, t.deps.now() + 60_000);
    t.advance(60_001);
    expectError(await recharge(t, p, 10_000, soon), unavailable);
    expect(await statusOf(t, p, soon)).toBe('expired');
  });

  it('a failed or expired order gives its coupon back, and it can be used again', async () => {
    const p = await player(t, 'release');
    const id = await coupon(t, p, 1010);
    const cancelled = await order(t, p, 10_000, id);
    await press(t, cancelled, 'cancel');
    expect(await orderNow(t, p, cancelled.orderNo)).toMatchObject({ status: 'failed' });
    expect(await statusOf(t, p, id)).toBe('active');
    // An order nobody pays expires after 30 minutes: the next order with the coupon takes it.
    const abandoned = await order(t, p, 10_000, id);
    t.advance(31 * 60_000);
    const next = await order(t, p, 30_000, id);
    expect((await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, abandoned.orderNo)))[0]!.status).toBe('expired');
    await press(t, next, 'pay');
    expect(await orderNow(t, p, next.orderNo)).toMatchObject({ status: 'paid', bonus: 3_000 });
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: WELCOME + 30_000 + 3_000 });
    // Expired by rechargeOrder: free again too.
    const id2 = await coupon(t, p, 1005);
    const late = await order(t, p, 10_000, id2);
    t.advance(31 * 60_000);
    expect(await orderNow(t, p, late.orderNo)).toMatchObject({ status: 'expired' });
    expect(await statusOf(t, p, id2)).toBe('active');
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('20 parallel orders with one coupon: one takes it, 19 are 5005 and made nothing', async () => {
    const p = await player(t, 'race');
    const id = await coupon(t, p, 1010);
    const results = await Promise.all(Array.from({ length: 20 }, () => recharge(t, p, 10_000, id)));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errcode !== 0)) expectError(r, unavailable);
    expect(await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.userId, p.userId))).toHaveLength(1);
    // 20 copies of one request: one order, every copy answered with it.
    const other = await coupon(t, p, 1011);
    const rid = requestId('same');
    const copies = await Promise.all(Array.from({ length: 20 }, () => recharge(t, p, 10_000, other, rid)));
    expect(new Set(copies.map((r) => expectOk(r).order.orderNo)).size).toBe(1);
  });

  it('the paid callback twice pays the bonus once', async () => {
    const p = await player(t, 'twice');
    const id = await coupon(t, p, 1010);
    const o = await order(t, p, 50_000, id);
    await Promise.all([press(t, o, 'pay'), press(t, o, 'pay')]);
    await press(t, o, 'pay');
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: WELCOME + 50_000 + 5_000 });
    const transfers = await t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.kind, 'coupon_bonus'));
    expect(transfers.filter((x) => (x.meta as { orderNo?: string }).orderNo === o.orderNo)).toHaveLength(1);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('an order without a coupon says couponId null and bonus 0', async () => {
    const p = await player(t, 'none');
    expect(await order(t, p, 10_000)).toMatchObject({ couponId: null, bonus: 0 });
  });
});
