import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, bankPromoBonus, bankPromoDefaults, Errcode, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { payBankBonus } from '../../server/bankpromo/index.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import { consoleCall, operatorWithSession, query } from './console-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { okCall, requestId } from './jackpot-helpers.ts';

/**
 * The bank promotion (issue 32, docs/bankpromo.md): a deposit through a bank channel (Bank transfer,
 * rechargeTypeMap 3) gets its percent, capped, locked by its turnover multiple, paid with the credit
 * of the paid order and never at the order, once per order however often the settlement is applied,
 * never on other channels or to a protected player. Defaults: 5% up to ₱1,000 from ₱500, 5×.
 */

const BANK = 3;
const GCASH = 1;
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `bp${tag}${++ips}`, `10.80.${ips}.1`);

const order = async (t: TestServer, p: Player, amount: number, typeId = BANK) =>
  okCall('recharge', await t.call('recharge', { typeId, amount, requestId: requestId('bank') }, { token: p.token })).order as { orderNo: string; payUrl: string };
const pay = (t: TestServer, o: { payUrl: string }) => t.app.inject({ method: 'POST', url: `${o.payUrl}/pay` });
const coinOf = async (t: TestServer, p: Player) => (await playerBalances(t.deps.db, p.userId)).coin;
const grants = (t: TestServer, p: Player) =>
  query(t, sql`SELECT g.key, i.count::int AS coin, w.turnover::int AS turnover FROM reward_grants g JOIN reward_grant_items i ON i.grant_id = g.id LEFT JOIN reward_wagering w ON w.grant_id = g.id
    WHERE g.user_id = ${p.userId} AND g.activity_id = ${ActivityId.BankPromo} ORDER BY g.id`);

describe(`the bank promotion (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('pays 5% of a paid bank deposit with its credit, locked 5×, once however often the payment is settled; nothing at the order', async () => {
    const p = await player(t, 'pays');
    const info = expectOk(await t.call('bankPromo', {}, { token: p.token }));
    expect(info).toMatchObject({ running: true, withheld: false, terms: bankPromoDefaults, paid: { count: 0, total: 0 } });
    expect(info.banks.map((b: { code: string }) => b.code)).toEqual(['BDO', 'BPI', 'MBTC', 'UBP', 'LBP']);

    const o = await order(t, p, 1_000_00);
    // The order alone pays nothing.
    expect(await grants(t, p)).toEqual([]);
    const before = await coinOf(t, p);
    // The payment's callback three times, two at the same moment: one credit, one bonus.
    const paid = await Promise.all([pay(t, o), pay(t, o)]);
    expect(paid.map((r) => r.statusCode)).toEqual([303, 303]);
    await pay(t, o);
    expect((await coinOf(t, p)) - before).toBe(1_000_00 + 50_00);
    expect(await grants(t, p)).toEqual([{ key: `bank:${o.orderNo}`, coin: 50_00, turnover: 5 * 50_00 }]);
    // A settlement applied again by another path (reconciliation after the callback): nothing more.
    expect(await t.deps.db.transaction((tx) => payBankBonus(tx, { userId: p.userId, orderNo: o.orderNo, typeId: BANK, amount: 1_000_00, now: t.deps.now() }))).toBe(0);
    expect(await grants(t, p)).toHaveLength(1);

    expect(expectOk(await t.call('bankPromo', {}, { token: p.token })).paid).toEqual({ count: 1, total: 50_00 });
    expect(expectOk(await t.call('bankPromoLog', {}, { token: p.token }))).toMatchObject({ total: 1, list: [{ orderNo: o.orderNo, typeId: BANK, amount: 1_000_00, bonus: 50_00, wagering: 5 }] });
    const log = okCall('activityAwardGetLog', await t.call('activityAwardGetLog', { activityId: ActivityId.BankPromo }, { token: p.token })).list;
    expect(log).toEqual([expect.objectContaining({ reason: 'bank_promo_bonus', items: [{ propId: PropId.coin, count: 50_00 }], locked: 50_00 })]);
    // The bonus cannot leave with the deposit: it is locked until its turnover is bet.
    expect(expectOk(await t.call('getExchange', {}, { token: p.token })).locked).toBeGreaterThanOrEqual(50_00);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true });
    // The audit names a bonus whose order is not paid (a tampered row).
    await t.deps.db.execute(sql`UPDATE deposit_orders SET status = 'failed' WHERE order_no = ${o.orderNo}`);
    expect((await auditBooks(t.deps.db)).problems.map((problem) => problem.check)).toContain('bank-promo-bonus-without-order');
  });

  it('caps the bonus, pays nothing under the minimum, on another channel, to a protected player or while switched off', async () => {
    const p = await player(t, 'cap');
    const capped = await order(t, p, 30_000_00);
    const small = await order(t, p, 400_00);
    const gcash = await order(t, p, 1_000_00, GCASH);
    for (const o of [capped, small, gcash]) expect((await pay(t, o)).statusCode).toBe(303);
    expect(bankPromoBonus(30_000_00, BANK, bankPromoDefaults)).toBe(1_000_00);
    expect(await grants(t, p)).toEqual([{ key: `bank:${capped.orderNo}`, coin: 1_000_00, turnover: 5 * 1_000_00 }]);

    const q = await player(t, 'prot');
    const held = await order(t, q, 1_000_00);
    protectionHook.check = async (_tx, userId) => userId === q.userId;
    expect((await pay(t, held)).statusCode).toBe(303);
    expect(await grants(t, q)).toEqual([]);
    expect(expectOk(await t.call('bankPromo', {}, { token: q.token })).withheld).toBe(true);
    protectionHook.check = async () => false;

    await activitiesRepo(t.deps.db).setStatus(ActivityId.BankPromo, false);
    const off = await order(t, q, 1_000_00);
    expect((await pay(t, off)).statusCode).toBe(303);
    expect(await grants(t, q)).toEqual([]);
    expect(expectOk(await t.call('bankPromo', {}, { token: q.token })).running).toBe(false);
  });

  it('the console saves the terms with a reason, audited, refusing a channel that does not exist (9911); new orders are paid by them', async () => {
    const { token } = await operatorWithSession(t, 'bpadmin', 'admin');
    const terms = { percent: 10, maxBonus: 200_00, minDeposit: 100_00, wagering: 3, typeIds: [BANK], reason: 'December bank week' };
    expectError(await consoleCall(t, 'consoleBankPromoSave', { ...terms, typeIds: [BANK, 99] }, { token }), { status: 400, errcode: Errcode.bankPromoInvalid, field: 'typeIds.1' });
    expectError(await consoleCall(t, 'consoleBankPromoSave', { ...terms, typeIds: [BANK, BANK] }, { token }), { status: 400, errcode: Errcode.bankPromoInvalid, field: 'typeIds.1' });
    expect(expectOk(await consoleCall(t, 'consoleBankPromo', {}, { token })).terms).toEqual(bankPromoDefaults);
    const saved = expectOk(await consoleCall(t, 'consoleBankPromoSave', terms, { token }));
    expect(saved).toMatchObject({ terms: { percent: 10, maxBonus: 200_00, minDeposit: 100_00, wagering: 3, typeIds: [BANK] }, updatedBy: 'bpadmin' });
    expect(await query(t, sql`SELECT call, target, reason FROM console_audit WHERE call = 'consoleBankPromoSave'`)).toEqual([{ call: 'consoleBankPromoSave', target: 'bank_promo_config:1', reason: 'December bank week' }]);

    const p = await player(t, 'new');
    const o = await order(t, p, 1_500_00);
    expect((await pay(t, o)).statusCode).toBe(303);
    expect(await grants(t, p)).toEqual([{ key: `bank:${o.orderNo}`, coin: 150_00, turnover: 3 * 150_00 }]);
  });
});
