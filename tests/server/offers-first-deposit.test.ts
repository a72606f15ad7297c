import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { grantReward, ONCE } from '../../server/rewards/index.ts';
import { protectionHook } from '../../server/rewards/protection.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { okCall, requestId } from './jackpot-helpers.ts';

// The first-deposit offer and the welcome bonus as an activity (docs/offers.md). Seeded terms: 100% of
// the first deposit, at most ₱500, from ₱100, 8× wagering; welcome coins ₱50 at 5×, unlocked by ₱100 of deposits.
const WELCOME = 5000;
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.23.${ips}.1`);

interface Order {
  orderNo: string;
  payUrl: string;
  amount: number;
  bonus: number;
  couponId: number | null;
  firstDepositBonus: number;
}

const recharge = (t: TestServer, p: Player, amount: number, opts: { firstDeposit?: boolean; couponId?: number } = {}) =>
  t.call('recharge', { typeId: 1, amount, requestId: requestId('fd'), ...opts }, { token: p.token });
const order = async (t: TestServer, p: Player, amount: number, opts: { firstDeposit?: boolean; couponId?: number } = { firstDeposit: true }) =>
  okCall('recharge', await recharge(t, p, amount, opts)).order as Order;
const pay = (t: TestServer, o: { payUrl: string }) => t.app.inject({ method: 'POST', url: `${o.payUrl}/pay` });
const orderNow = async (t: TestServer, p: Player, orderNo: string) => okCall('rechargeOrder', await t.call('rechargeOrder', { orderNo }, { token: p.token })).order as Order;
const offer = async (t: TestServer, p?: Player) => okCall('firstDepositOffer', await t.call('firstDepositOffer', {}, { token: p?.token }));
const coinOf = async (t: TestServer, p: Player) => (await playerBalances(t.deps.db, p.userId)).coin;
const offerTransfers = async (t: TestServer, p: Player) =>
  (await t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.kind, 'first_deposit_bonus'))).filter((x) => x.idempotencyKey === `first_deposit_bonus:${p.userId}`);
const record = async (t: TestServer, p: Player, group?: string) =>
  (okCall('appUserCoinDetail', await t.call('appUserCoinDetail', group ? { group } : {}, { token: p.token })).list as { kind: string; amount: number }[]).map((r) => [r.kind, r.amount]);
const taken = { status: 200, errcode: Errcode.rewardNothingToClaim, field: 'firstDeposit', msg: MessageKey.firstDepositTaken };

describe(`the first-deposit offer (${databaseKind})`, () => {
  const t = useTestServer();

  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('an opted-in first deposit pays the deposit and the bonus as two transfers, locked by its wagering; then the offer is gone', async () => {
    expect(await offer(t)).toMatchObject({ running: true, percent: 100, maxBonus: 50_000, minDeposit: 10_000, wagering: 8, applies: false, bonus: null, welcome: null });
    const p = await player(t, 'pays');
    expect(await offer(t, p)).toMatchObject({
      applies: true,
      hasDeposit: false,
      withheld: false,
      bonus: null,
      welcome: { amount: WELCOME, locked: WELCOME, turnoverLeft: 5 * WELCOME, needsDeposit: true },
    });
    const o = await order(t, p, 20_000);
    expect(o).toMatchObject({ amount: 20_000, firstDepositBonus: 20_000, bonus: 0, couponId: null });
    expect((await pay(t, o)).statusCode).toBe(303);
    expect(await orderNow(t, p, o.orderNo)).toMatchObject({ status: 'paid', firstDepositBonus: 20_000 });
    expect(await coinOf(t, p)).toBe(WELCOME + 20_000 + 20_000);
    expect((await record(t, p)).slice(0, 2)).toEqual([
      ['first_deposit_bonus', 20_000],
      ['deposit', 20_000],
    ]);
    expect(await record(t, p, 'bonus')).toContainEqual(['first_deposit_bonus', 20_000]);
    // A grant of activity 44 in the reward record, locked until its 8× turnover is bet.
    const log = okCall('activityAwardGetLog', await t.call('activityAwardGetLog', { activityId: ActivityId.FirstDeposit }, { token: p.token })).list;
    expect(log).toEqual([expect.objectContaining({ activityId: ActivityId.FirstDeposit, reason: 'first_deposit_bonus', period: 'once', items: [{ propId: PropId.coin, count: 20_000 }], locked: 20_000 })]);
    expect(expectOk(await t.call('getExchange', {}, { token: p.token }))).toMatchObject({ coin: WELCOME + 40_000, locked: WELCOME + 20_000, withdrawable: 20_000 });
    expect(await offer(t, p)).toMatchObject({
      applies: false,
      hasDeposit: true,
      bonus: { amount: 20_000, locked: 20_000, turnoverLeft: 8 * 20_000, needsDeposit: false },
      welcome: { amount: WELCOME, locked: WELCOME, turnoverLeft: 5 * WELCOME, needsDeposit: false },
    });

    // A second deposit cannot opt in (5001, nothing made); without the offer it pays no bonus.
    const before = await snapshot(t);
    expectError(await recharge(t, p, 20_000, { firstDeposit: true }), taken);
    expect(await snapshot(t)).toEqual(before);
    const second = await order(t, p, 30_000, {});
    expect(second.firstDepositBonus).toBe(0);
    await pay(t, second);
    expect(await coinOf(t, p)).toBe(WELCOME + 40_000 + 30_000);
    expect(await offerTransfers(t, p)).toHaveLength(1);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the bonus is capped by maxBonus; below minDeposit the opt-in is refused (400 on amount) and nothing is made; the percent is the config at the order', async () => {
    const big = await player(t, 'cap');
    const o = await order(t, big, 100_000);
    expect(o.firstDepositBonus).toBe(50_000);
    await pay(t, o);
    expect(await coinOf(t, big)).toBe(WELCOME + 100_000 + 50_000);

    const small = await player(t, 'min');
    const before = await snapshot(t);
    expectError(await recharge(t, small, 5_000, { firstDeposit: true }), { status: 400, errcode: Errcode.invalidParams, field: 'amount', msg: MessageKey.firstDepositMin, params: { min: 100 } });
    expect(await snapshot(t)).toEqual(before);

    // The order keeps what it promised when it was made, whatever the operator sets after.
    await appConfigRepo(t.deps.db).upsert('firstDepositOffer', { percent: 50, maxBonus: 100_000, minDeposit: 20_000, wagering: 0 });
    t.deps.config.invalidate();
    const half = await order(t, small, 30_000);
    expect(half.firstDepositBonus).toBe(15_000);
    await appConfigRepo(t.deps.db).upsert('firstDepositOffer', { percent: 10, maxBonus: 100, minDeposit: 20_000, wagering: 5 });
    t.deps.config.invalidate();
    await pay(t, half);
    expect(await coinOf(t, small)).toBe(WELCOME + 30_000 + 15_000);
    const [grant] = okCall('activityAwardGetLog', await t.call('activityAwardGetLog', { activityId: ActivityId.FirstDeposit }, { token: small.token })).list;
    expect(grant).toMatchObject({ items: [{ propId: PropId.coin, count: 15_000 }], locked: 0 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a first deposit without the opt-in pays no bonus, and the offer is gone after it', async () => {
    const p = await player(t, 'none');
    const o = await order(t, p, 20_000, {});
    expect(o.firstDepositBonus).toBe(0);
    await pay(t, o);
    expect(await coinOf(t, p)).toBe(WELCOME + 20_000);
    expect(await offerTransfers(t, p)).toEqual([]);
    expect(await offer(t, p)).toMatchObject({ applies: false, hasDeposit: true, bonus: null });
    expectError(await recharge(t, p, 20_000, { firstDeposit: true }), taken);
  });

  it('two pending orders opted in: only the first paid gets the bonus; paid callbacks repeated and at once pay it once', async () => {
    const p = await player(t, 'two');
    const first = await order(t, p, 20_000);
    const second = await order(t, p, 30_000);
    expect([first.firstDepositBonus, second.firstDepositBonus]).toEqual([20_000, 30_000]);
    // The second order is paid first: it is the first paid deposit. Its callback three times, two at once.
    await Promise.all([pay(t, second), pay(t, second)]);
    await pay(t, second);
    expect(await coinOf(t, p)).toBe(WELCOME + 30_000 + 30_000);
    await pay(t, first);
    expect(await coinOf(t, p)).toBe(WELCOME + 30_000 + 30_000 + 20_000);
    expect(await orderNow(t, p, second.orderNo)).toMatchObject({ status: 'paid', firstDepositBonus: 30_000 });
    expect(await orderNow(t, p, first.orderNo)).toMatchObject({ status: 'paid', firstDepositBonus: 0 });
    expect(await offerTransfers(t, p)).toHaveLength(1);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });

    // Two opted-in orders paid at the same moment: one bonus (the player's row makes them take turns).
    const q = await player(t, 'race');
    const a = await order(t, q, 20_000);
    const b = await order(t, q, 20_000);
    await Promise.all([pay(t, a), pay(t, b)]);
    expect(await coinOf(t, q)).toBe(WELCOME + 40_000 + 20_000);
    expect(await offerTransfers(t, q)).toHaveLength(1);
    const bonuses = [(await orderNow(t, q, a.orderNo)).firstDepositBonus, (await orderNow(t, q, b.orderNo)).firstDepositBonus].sort();
    expect(bonuses).toEqual([0, 20_000]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a protected player: the opt-in is refused (5004) changing nothing, and an order made before gets the deposit without the bonus', async () => {
    const p = await player(t, 'protected');
    const o = await order(t, p, 20_000);
    protectionHook.check = async () => true;
    expect(await offer(t, p)).toMatchObject({ applies: false, withheld: true });
    const before = await snapshot(t);
    expectError(await recharge(t, p, 20_000, { firstDeposit: true }), { status: 200, errcode: Errcode.rewardWithheld, field: 'firstDeposit' });
    expect(await snapshot(t)).toEqual(before);
    await pay(t, o);
    expect(await coinOf(t, p)).toBe(WELCOME + 20_000);
    expect(await orderNow(t, p, o.orderNo)).toMatchObject({ status: 'paid', firstDepositBonus: 0 });
    expect(await offerTransfers(t, p)).toEqual([]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('with a deposit coupon both bonuses apply, each capped on its own: three transfers', async () => {
    const p = await player(t, 'coupon');
    const grant = await t.deps.db.transaction((tx) =>
      grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: ONCE, reason: 'test' }, key: 'coupon', items: [{ propId: 1010, count: 1 }], now: t.deps.now() }),
    );
    const [coupon] = await t.deps.db.select().from(schema.rewardProps).where(eq(schema.rewardProps.grantId, grant.id));
    await appConfigRepo(t.deps.db).upsert('couponMaxBonus', 3_000);
    t.deps.config.invalidate();
    const o = await order(t, p, 80_000, { firstDeposit: true, couponId: coupon!.id });
    // 10% of ₱800 is ₱80, capped at ₱30; 100% of ₱800 capped at ₱500.
    expect(o).toMatchObject({ couponId: coupon!.id, bonus: 3_000, firstDepositBonus: 50_000 });
    await pay(t, o);
    expect(await coinOf(t, p)).toBe(WELCOME + 80_000 + 3_000 + 50_000);
    expect((await record(t, p)).slice(0, 3)).toEqual([
      ['first_deposit_bonus', 50_000],
      ['coupon_bonus', 3_000],
      ['deposit', 80_000],
    ]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('switched off: the opt-in is 5006 changing nothing; an order that opted in before keeps its promise', async () => {
    const p = await player(t, 'off');
    const o = await order(t, p, 20_000);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.FirstDeposit, false);
    expect(await offer(t, p)).toMatchObject({ running: false, applies: false });
    const before = await snapshot(t);
    expectError(await recharge(t, p, 20_000, { firstDeposit: true }), { status: 200, errcode: Errcode.activityNotRunning, field: 'firstDeposit' });
    expect(await snapshot(t)).toEqual(before);
    await pay(t, o);
    expect(await coinOf(t, p)).toBe(WELCOME + 20_000 + 20_000);
  });

  it('the audit names a paid order whose first-deposit bonus is not its grant', async () => {
    const p = await player(t, 'audit');
    const o = await order(t, p, 20_000);
    await pay(t, o);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true });
    await t.deps.db.update(schema.depositOrders).set({ firstDepositBonus: 25_000 }).where(eq(schema.depositOrders.orderNo, o.orderNo));
    const report = await auditBooks(t.deps.db);
    expect(report.ok).toBe(false);
    expect(report.problems.map((problem) => problem.check)).toEqual(['first-deposit-bonus-not-paid']);
    // A grant moved to an order that is not paid: the grant has no order.
    await t.deps.db.update(schema.depositOrders).set({ firstDepositBonus: 20_000 }).where(eq(schema.depositOrders.orderNo, o.orderNo));
    await t.deps.db
      .update(schema.rewardGrants)
      .set({ meta: { orderNo: 'DNOSUCHORDER' } })
      .where(and(eq(schema.rewardGrants.userId, p.userId), eq(schema.rewardGrants.activityId, ActivityId.FirstDeposit)));
    expect((await auditBooks(t.deps.db)).problems.map((problem) => problem.check).sort()).toEqual(['first-deposit-bonus-not-paid', 'first-deposit-bonus-without-order']);
  });
});

describe(`the sign-up bonus as an activity (${databaseKind})`, () => {
  const t = useTestServer();

  it('switched off: new players get no welcome coins and no screen promises them; on again: as before', async () => {
    const config = async () => okCall('anonymous/appConfig', await t.call('anonymous/appConfig', { configKeyList: ['userRegisterCoin'] })).config;
    const preLogin = async () => okCall('anonymous/preLogin2', await t.call('anonymous/preLogin2', {}));
    expect(await config()).toEqual({ userRegisterCoin: WELCOME });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.SignUpBonus, false);
    expect(await config()).toEqual({ userRegisterCoin: 0 });
    expect((await preLogin()).userRegisterCoin).toBe(0);
    const none = await player(t, 'nowelcome');
    expect(await playerBalances(t.deps.db, none.userId)).toMatchObject({ coin: 0 });
    expect(await offer(t, none)).toMatchObject({ welcome: null, applies: true });
    expect(okCall('refreshData', await t.call('refreshData', {}, { token: none.token })).redDots.signupBonus).toBe(false);

    await activitiesRepo(t.deps.db).setStatus(ActivityId.SignUpBonus, true);
    expect((await preLogin()).userRegisterCoin).toBe(WELCOME);
    const some = await player(t, 'welcome');
    expect(await playerBalances(t.deps.db, some.userId)).toMatchObject({ coin: WELCOME });
    expect(okCall('refreshData', await t.call('refreshData', {}, { token: some.token })).redDots.signupBonus).toBe(true);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});
