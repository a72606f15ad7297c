import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import { jackpotRules } from '../../server/jackpot/config.ts';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { activitiesRepo } from '../../server/activity/repo.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { demoUser, expectError, expectOk, snapshot } from './helpers.ts';
import { betFor, board, chancesOf, deposit, draw, drawAs, drawsOf, info, okCall, requestId } from './jackpot-helpers.ts';

describe(`Lucky Jackpot: info and chances (${databaseKind})`, () => {
  const t = useTestServer();

  it('a visitor sees the running activity, the funded pool, the tiers, the board and no chances', async () => {
    const body = await info(t);
    expect(body).toMatchObject({
      running: true,
      total: jackpotRules.poolSeed,
      chanceSize: 0,
      canReceiveDrawChance: false,
      needDeposit: 10_000,
      needTyping: 100_000,
      depositPerChance: 10_000,
      betPerChance: 100_000,
      jackpotWinnerList: [],
    });
    expect(body.awards).toEqual(await board(t));
    expect(body.tiers.map((tier: { propId: number }) => tier.propId)).toEqual([PropId.jackpotMega, PropId.jackpotMajor, PropId.jackpotMinor, PropId.jackpotMini]);
    for (const tier of body.tiers) {
      expect(tier).toMatchObject(jackpotRules.tiers[tier.propId]!);
      expect(tier.value).toBeGreaterThanOrEqual(tier.min);
      expect(tier.value).toBeLessThanOrEqual(tier.max);
    }
    // The odds never leave the server.
    expect(JSON.stringify(body)).not.toMatch(/weight/i);
  });

  it('deposits paid on the sandbox checkout earn a chance per ₱100 of their running total; a cancelled one earns nothing', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 6_000);
    expect(await info(t, token)).toMatchObject({ chanceSize: 0, needDeposit: 4_000, canReceiveDrawChance: false });
    const second = await deposit(t, token, 14_000);
    expect(await info(t, token)).toMatchObject({ chanceSize: 2, needDeposit: 10_000, canReceiveDrawChance: true });
    // Paying the same order again, and a cancelled order, change nothing.
    await t.app.inject({ method: 'POST', url: `${second.payUrl}/pay` });
    const { order } = expectOk(await t.call('recharge', { typeId: 1, amount: 50_000, requestId: requestId('dep') }, { token }));
    await t.app.inject({ method: 'POST', url: `${order.payUrl}/cancel` });
    await deposit(t, token, 15_000);
    expect(await info(t, token)).toMatchObject({ chanceSize: 3, needDeposit: 5_000 });
    expect(await chancesOf(t, demo.id)).toMatchObject({ depositCounted: 35_000, depositGranted: 3, spent: 0 });
  });

  it('earnFromBet grants a chance per ₱1,000 of settled bets; nothing while the activity is off', async () => {
    const demo = await demoUser(t);
    expect(await betFor(t, demo.id, 60_000)).toBe(0);
    expect(await betFor(t, demo.id, 40_000)).toBe(1);
    expect(await betFor(t, demo.id, 250_000)).toBe(2);
    const token = await t.loginDemo();
    expect(await info(t, token)).toMatchObject({ chanceSize: 3, needTyping: 50_000 });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.LuckyJackpot, false);
    expect(await betFor(t, demo.id, 500_000)).toBe(0);
    expect(await chancesOf(t, demo.id)).toMatchObject({ betCounted: 350_000, betGranted: 3 });
    // Before the period, too; and a bad amount is a programming error, not a silent no-op.
    await activitiesRepo(t.deps.db).setStatus(ActivityId.LuckyJackpot, true);
    expect(await betFor(t, demo.id, 500_000, jackpotRules.startsAt - 1)).toBe(0);
    for (const bad of [0, -100, 1.5, Number.NaN]) await expect(betFor(t, demo.id, bad)).rejects.toThrow(/bad bet amount/);
    expect(await chancesOf(t, demo.id)).toMatchObject({ betCounted: 350_000, betGranted: 3 });
  });
});

describe(`Lucky Jackpot: receiveDrawChance (${databaseKind})`, () => {
  const t = useTestServer();

  const unchanged = async (run: () => Promise<void>) => {
    const before = [await snapshot(t), await t.deps.db.select().from(schema.jackpotChances), await drawsOf(t)];
    await run();
    expect([await snapshot(t), await t.deps.db.select().from(schema.jackpotChances), await drawsOf(t)]).toEqual(before);
  };

  it('spends one chance, credits the cell landed on through the ledger and answers the same draw to a retry', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 20_000);
    const balancesBefore = await playerBalances(t.deps.db, demo.id);
    const id = requestId();
    const first = okCall('receiveDrawChance', await draw(t, token, id));
    expect(first.chanceSize).toBe(1);
    const cell = (await board(t)).find((c) => c.id === first.result.id)!;
    expect(first.result).toMatchObject({ id: cell.id, propId: cell.propId, type: cell.type });
    const balances = await playerBalances(t.deps.db, demo.id);
    if (cell.type === 2) {
      expect(first.result.bonus).toBe(first.result.count);
      expect(first.result.amountSection).toBe(`${jackpotRules.tiers[cell.propId]!.min}-${jackpotRules.tiers[cell.propId]!.max}`);
      expect(balances.coin - balancesBefore.coin).toBe(first.result.bonus);
    } else {
      expect(first.result).toMatchObject({ count: cell.count, bonus: 0, amountSection: '' });
      const account = cell.propId === PropId.coin ? 'coin' : cell.propId === PropId.points ? 'points' : 'diamond';
      expect(balances[account] - balancesBefore[account]).toBe(cell.count);
    }
    const again = okCall('receiveDrawChance', await draw(t, token, id));
    expect(again).toMatchObject({ drawId: first.drawId, result: first.result, chanceSize: 1 });
    expect(await drawsOf(t, demo.id)).toHaveLength(1);
    expect(await chancesOf(t, demo.id)).toMatchObject({ spent: 1 });
    const [row] = await drawsOf(t, demo.id);
    expect(row!.transferId).not.toBeNull();
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('items pay coins from the bonus budget, points and diamonds from their own house accounts', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 30_000);
    for (const cellId of [2, 3, 6]) await drawAs(t, demo.id, cellId);
    expect(await playerBalances(t.deps.db, demo.id)).toMatchObject({ coin: 105_000 + 30_000 + 2_000, points: 100, diamond: 2 });
    const house = await t.deps.db.select({ kind: schema.ledgerAccounts.kind, balance: schema.ledgerAccounts.balance }).from(schema.ledgerAccounts);
    const balanceOf = (kind: string) => house.find((a) => a.kind === kind)?.balance;
    expect([balanceOf('house:points_issued'), balanceOf('house:diamonds_issued')]).toEqual([-100, -2]);
    const log = okCall('getPersonJackpotDrawAwardLog', await t.call('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 2 }, { token }));
    expect(log.total).toBe(3);
    expect(log.list.map((e: { id: number }) => e.id)).toEqual([6, 3]);
    expect(log.list[0]).toMatchObject({ propId: PropId.diamond, count: 2, type: 1, bonus: 0, amountSection: '' });
    const page2 = okCall('getPersonJackpotDrawAwardLog', await t.call('getPersonJackpotDrawAwardLog', { pageNum: 2, pageSize: 2 }, { token }));
    expect(page2.list.map((e: { id: number }) => e.id)).toEqual([2]);
    expect(page2.list[0].drawId).toBeLessThan(log.list[1].drawId);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('1002 before a first deposit, even holding chances from bets; params say the deposit needed', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await unchanged(async () => {
      expectError(await draw(t, token), { status: 200, errcode: Errcode.jackpotNeedsDeposit, msg: 'errors.jackpot.needsDeposit', params: { needDeposit: 100 } });
    });
    await betFor(t, demo.id, 100_000);
    expect(await info(t, token)).toMatchObject({ chanceSize: 1, canReceiveDrawChance: false });
    await unchanged(async () => {
      expectError(await draw(t, token), { status: 200, errcode: Errcode.jackpotNeedsDeposit, params: { needDeposit: 100 } });
    });
    await deposit(t, token, 5_000);
    expect(await info(t, token)).toMatchObject({ chanceSize: 1, canReceiveDrawChance: true, needDeposit: 5_000 });
    okCall('receiveDrawChance', await draw(t, token));
  });

  it('1003 when out of chances with betting under way, 1001 otherwise; 1004 when the activity is off', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 12_500);
    okCall('receiveDrawChance', await draw(t, token));
    await unchanged(async () => {
      expectError(await draw(t, token), { status: 200, errcode: Errcode.jackpotNoChance, msg: 'errors.jackpot.noChance', params: { needDeposit: 75, needTyping: 1000 } });
    });
    await betFor(t, demo.id, 30_000);
    await unchanged(async () => {
      expectError(await draw(t, token), { status: 200, errcode: Errcode.jackpotNeedsBetting, msg: 'errors.jackpot.needsBetting', params: { needTyping: 700 } });
    });
    await betFor(t, demo.id, 70_000);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.LuckyJackpot, false);
    expect(await info(t, token)).toMatchObject({ running: false, chanceSize: 1, canReceiveDrawChance: false });
    await unchanged(async () => {
      expectError(await draw(t, token), { status: 200, errcode: Errcode.jackpotNotRunning, msg: 'errors.jackpot.notRunning' });
    });
  });

  it('bad input is a 400 naming the field, a visitor a 401; neither changes anything', async () => {
    const token = await t.loginDemo();
    await deposit(t, token, 10_000);
    await unchanged(async () => {
      expectError(await t.call('receiveDrawChance', { requestId: 'short' }, { token }), { status: 400, errcode: 400, field: 'requestId' });
      expectError(await t.call('receiveDrawChance', { requestId: 'x'.repeat(65) }, { token }), { status: 400, errcode: 400, field: 'requestId' });
      expectError(await t.call('receiveDrawChance', {}, { token }), { status: 400, errcode: 400, field: 'requestId', msg: 'errors.fieldRequired' });
      expectError(await t.call('receiveDrawChance', { requestId: requestId() }), { status: 401, errcode: 401 });
      expectError(await t.call('getPersonJackpotDrawAwardLog', { pageSize: 21 }, { token }), { status: 400, errcode: 400, field: 'pageSize' });
      expectError(await t.call('getPersonJackpotDrawAwardLog', { pageNum: 0 }, { token }), { status: 400, errcode: 400, field: 'pageNum' });
      expectError(await t.call('getPersonJackpotDrawAwardLog', {}), { status: 401, errcode: 401 });
      expectError(await t.call('getJackpotRank', { pageSize: 11 }), { status: 400, errcode: 400, field: 'pageSize' });
    });
  });

  it('20 concurrent draws with different request ids against 3 chances: exactly 3 draws, the rest 1001', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 30_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => draw(t, token)));
    const won = results.filter((r) => r.body.errcode === 0);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((r) => r.body.drawId)).size).toBe(3);
    expect(won.map((r) => r.body.chanceSize).sort()).toEqual([0, 1, 2]);
    for (const r of results.filter((x) => x.body.errcode !== 0)) expect([1001, 1002, 1003]).toContain(r.body.errcode);
    expect(results.filter((r) => r.body.errcode === Errcode.jackpotNoChance)).toHaveLength(17);
    expect(await drawsOf(t, demo.id)).toHaveLength(3);
    expect(await chancesOf(t, demo.id)).toMatchObject({ depositGranted: 3, spent: 3 });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('deposits settling while the same player draws: no deadlock, every chance accounted for', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 50_000);
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(expectOk(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: requestId('dep') }, { token })).order);
    const pays = orders.map((o) => t.app.inject({ method: 'POST', url: `${o.payUrl}/pay` }));
    const draws = Array.from({ length: 5 }, () => draw(t, token));
    for (const res of await Promise.all(pays)) expect(res.statusCode).toBe(303);
    for (const res of await Promise.all(draws)) expectOk(res);
    expect(await chancesOf(t, demo.id)).toMatchObject({ depositCounted: 100_000, depositGranted: 10, spent: 5 });
    expect(await info(t, token)).toMatchObject({ chanceSize: 5 });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('20 concurrent copies of one request make one draw and all answer it', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 30_000);
    const id = requestId();
    const results = await Promise.all(Array.from({ length: 20 }, () => draw(t, token, id)));
    for (const r of results) expectOk(r);
    expect(new Set(results.map((r) => r.body.drawId)).size).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r.body.result))).size).toBe(1);
    const [row] = await t.deps.db.select({ n: count() }).from(schema.jackpotDraws);
    expect(row!.n).toBe(1);
    expect(await chancesOf(t, demo.id)).toMatchObject({ spent: 1 });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });
});
