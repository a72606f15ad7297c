import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import * as schema from '../../server/tables.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { protectionHook } from '../../server/rewards/protection.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { fund, okCall, reqId } from './games-helpers.ts';
import { depositPaid } from './console-play.ts';
import { advanceToBeforeMidnight, spins } from './vip-helpers.ts';
import { balancesOf, exchange, givePoints, info, log, pointsPlayer, RULES, usePointsRules } from './points-helpers.ts';

describe(`points: info and the exchange (${databaseKind})`, () => {
  const t = useTestServer();

  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('shows the balance, the rate, the cap and the sources that pay points now (the seeded config)', async () => {
    const p = await pointsPlayer(t, 'info');
    expect(await info(t, p)).toEqual({
      errcode: 0,
      msg: expect.any(String),
      running: true,
      points: 0,
      rate: { pointsPerPeso: 10, minPoints: 100, wagering: 1, dailyMaxPoints: 5000 },
      exchangedToday: 0,
      dailyLeft: 5000,
      hasDeposit: false,
      // The seeded board has points cells; the seeded VIP weekly tasks, tasks, sign-in days and monthly tiers pay points; no VIP award does.
      sources: [
        { source: 'jackpot', activityId: ActivityId.LuckyJackpot },
        { source: 'vipTasks', activityId: ActivityId.VIP },
        { source: 'tasks', activityId: ActivityId.Tasks },
        { source: 'signIn', activityId: ActivityId.FreeSign },
        { source: 'monthly', activityId: ActivityId.MonthlyBonus },
      ],
    });
    // A source switched off is no source; a VIP award with points is.
    for (const off of [ActivityId.LuckyJackpot, ActivityId.Tasks, ActivityId.FreeSign, ActivityId.MonthlyBonus]) await activitiesRepo(t.deps.db).setStatus(off, false);
    const { config } = await t.deps.config.get();
    await usePointsRules(t, { ...RULES, dailyMaxPoints: null });
    const { appConfigRepo } = await import('../../server/app-config/index.ts');
    await appConfigRepo(t.deps.db).upsert('vipRewards', { ...config.vipRewards!, signInAward: { 1: [{ propId: PropId.points, count: 5 }] } });
    t.deps.config.invalidate();
    expect(await info(t, p)).toMatchObject({
      rate: { dailyMaxPoints: null },
      dailyLeft: null,
      sources: [
        { source: 'vip', activityId: ActivityId.VIP },
        { source: 'vipTasks', activityId: ActivityId.VIP },
      ],
    });
  });

  it('exchanges points for bonus coin at the rate: points down, coin up and locked, in the log, the coin record and the reward record', async () => {
    const p = await pointsPlayer(t, 'swap');
    await depositPaid(t, p.token, 10_000);
    await givePoints(t, p.userId, 1000);
    const before = await balancesOf(t, p);
    const locked0 = expectOk(await t.call('getExchange', {}, { token: p.token })).locked as number;

    const paid = okCall('pointsExchange', await exchange(t, p, 500, 'swap-request-1'));
    expect(paid).toMatchObject({ exchange: { points: 500, coin: 5000 }, points: 500, coin: before.coin + 5000, locked: 5000 });
    expect(await balancesOf(t, p)).toMatchObject({ points: 500, coin: before.coin + 5000 });
    // The coin is a bonus locked by its 1× turnover.
    expect(expectOk(await t.call('getExchange', {}, { token: p.token }))).toMatchObject({ locked: locked0 + 5000 });
    expect(await info(t, p)).toMatchObject({ points: 500, exchangedToday: 500, dailyLeft: 4500, hasDeposit: true });

    // The points log: spent, then earned, newest first, each with its source.
    const lines = (await log(t, p)).list;
    expect(lines.map((l: { kind: string; activityId: number | null; amount: number; balanceAfter: number }) => [l.kind, l.activityId, l.amount, l.balanceAfter])).toEqual([
      ['points_exchange', ActivityId.Points, -500, 500],
      ['reward', ActivityId.LuckyJackpot, 1000, 1000],
    ]);
    // The coin record names it among the bonuses; the reward record lists the grant.
    const coinLines = expectOk(await t.call('appUserCoinDetail', { group: 'bonus' }, { token: p.token })).list as { kind: string; amount: number }[];
    expect(coinLines[0]).toMatchObject({ kind: 'points_exchange', amount: 5000 });
    const grants = expectOk(await t.call('activityAwardGetLog', { activityId: ActivityId.Points }, { token: p.token })).list;
    expect(grants).toMatchObject([{ activityId: ActivityId.Points, reason: 'points_exchange', period: 'once', items: [{ propId: PropId.coin, count: 5000 }], locked: 5000 }]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('wagering 0 pays unlocked coin', async () => {
    await usePointsRules(t, { ...RULES, wagering: 0 });
    const p = await pointsPlayer(t, 'free');
    await depositPaid(t, p.token, 10_000);
    await givePoints(t, p.userId, 200);
    expect(okCall('pointsExchange', await exchange(t, p, 200))).toMatchObject({ exchange: { coin: 2000 }, locked: 0 });
  });

  it('every refusal answers its errcode and changes nothing', async () => {
    const p = await pointsPlayer(t, 'refuse');
    await givePoints(t, p.userId, 6000);
    let before = await snapshot(t);
    // No top-up yet: exchanged coin is a free bonus (spec §5).
    expectError(await exchange(t, p, 100), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);

    await depositPaid(t, p.token, 10_000);
    before = await snapshot(t);
    expectError(await exchange(t, p, 90), { status: 200, errcode: Errcode.pointsBelowMinimum, field: 'points', params: { min: 100 } });
    expectError(await exchange(t, p, 105), { status: 200, errcode: Errcode.pointsNotMultiple, field: 'points', params: { step: 10 } });
    expectError(await exchange(t, p, 6010), { status: 200, errcode: Errcode.pointsNotEnough, field: 'points' });
    expectError(await exchange(t, p, 5010), { status: 200, errcode: Errcode.pointsDailyCap, field: 'points', params: { left: 5000, max: 5000 } });
    expectError(await exchange(t, p, 0), { status: 400, errcode: Errcode.invalidParams, field: 'points' });
    expectError(await t.call('pointsExchange', { points: 100, requestId: 'short' }, { token: p.token }), { status: 400, errcode: Errcode.invalidParams, field: 'requestId' });
    expectError(await t.call('pointsExchange', { points: 100, requestId: reqId('x') }), { status: 401, errcode: Errcode.unauthorized });
    expect(await snapshot(t)).toEqual(before);

    // Protected players get no promotions.
    protectionHook.check = async () => true;
    expectError(await exchange(t, p, 100), { status: 200, errcode: Errcode.rewardWithheld });
    protectionHook.check = async () => false;
    expect(await snapshot(t)).toEqual(before);

    // Switched off, or no rate configured: not running.
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Points, false);
    expect(await info(t, p)).toMatchObject({ running: false, rate: null, dailyLeft: null });
    before = await snapshot(t);
    expectError(await exchange(t, p, 100), { status: 200, errcode: Errcode.activityNotRunning });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Points, true);
    await usePointsRules(t, null);
    before = await snapshot(t);
    expectError(await exchange(t, p, 100), { status: 200, errcode: Errcode.activityNotRunning });
    expect(await snapshot(t)).toEqual(before);
  });

  it('the daily cap counts a Manila day: 23:59:59 and 00:00:00 are two days', async () => {
    const p = await pointsPlayer(t, 'cap');
    await depositPaid(t, p.token, 10_000);
    await givePoints(t, p.userId, 12_000);
    // 23:59:5x Manila (the clock runs on while the test works: a few seconds' room), then 00:00:00.
    const day = advanceToBeforeMidnight(t, 5000);
    const midnight = Date.parse(`${day}T00:00:00+08:00`) + 24 * 3600_000;
    okCall('pointsExchange', await exchange(t, p, 4000));
    okCall('pointsExchange', await exchange(t, p, 1000));
    expectError(await exchange(t, p, 100), { status: 200, errcode: Errcode.pointsDailyCap, params: { left: 0, max: 5000 } });
    expect(t.deps.now()).toBeLessThan(midnight);
    t.advance(midnight - t.deps.now());
    expect(await info(t, p)).toMatchObject({ exchangedToday: 0, dailyLeft: 5000 });
    okCall('pointsExchange', await exchange(t, p, 5000));
    expect((await balancesOf(t, p)).points).toBe(2000);
  });

  it('50 copies of one request exchange once and all answer that exchange; a replay after the switch-off still answers it', async () => {
    const p = await pointsPlayer(t, 'copies');
    await depositPaid(t, p.token, 10_000);
    await givePoints(t, p.userId, 1000);
    const coin0 = (await balancesOf(t, p)).coin;
    const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(t, p, 300, 'one-tap-twice')));
    const ids = new Set(answers.map((a) => expectOk(a).exchange.id as number));
    expect(ids.size).toBe(1);
    expect(await balancesOf(t, p)).toMatchObject({ points: 700, coin: coin0 + 3000 });
    expect(await t.deps.db.select().from(schema.pointsExchanges).where(eq(schema.pointsExchanges.userId, p.userId))).toHaveLength(1);

    await activitiesRepo(t.deps.db).setStatus(ActivityId.Points, false);
    expect(expectOk(await exchange(t, p, 300, 'one-tap-twice')).exchange.id).toBe([...ids][0]);
    expect((await balancesOf(t, p)).points).toBe(700);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('20 different requests at once never spend more points than held', async () => {
    const p = await pointsPlayer(t, 'race');
    await depositPaid(t, p.token, 10_000);
    await givePoints(t, p.userId, 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => exchange(t, p, 300, `race-request-${i}`)));
    const paid = answers.filter((a) => a.body.errcode === 0);
    expect(paid).toHaveLength(3);
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.pointsNotEnough });
    expect((await balancesOf(t, p)).points).toBe(100);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the audit names an exchange whose points were not taken', async () => {
    const p = await pointsPlayer(t, 'audit');
    await depositPaid(t, p.token, 10_000);
    await givePoints(t, p.userId, 500);
    const { exchange: done } = okCall('pointsExchange', await exchange(t, p, 200));
    await t.deps.db.execute(sql`UPDATE points_exchanges SET points = 300, coin = 3000 WHERE id = ${done.id}`);
    const report = await auditBooks(t.deps.db);
    expect(report.ok).toBe(false);
    expect(report.problems.map((problem) => problem.check)).toEqual(expect.arrayContaining(['points-exchange-not-debited', 'points-exchange-coin-not-grant']));
  });
});

describe(`points: the log (${databaseKind})`, () => {
  const t = useTestServer();

  it('earned through a real VIP task claim, named by its source', async () => {
    const p = await pointsPlayer(t, 'task');
    await fund(t, p.userId, 100_000);
    await depositPaid(t, p.token, 50_000); // the seeded weekly deposit task: ₱500
    await spins(t, p.token, 10, 10_000); // ₱1,000 of valid bets: VIP 1 in the seeded vipMap
    const claimed = okCall('receiveVipTaskAndBonus', await t.call('receiveVipTaskAndBonus', { id: 2 }, { token: p.token }));
    expect(claimed.items).toContainEqual({ propId: PropId.points, count: 300 });
    expect((await log(t, p)).list).toMatchObject([{ kind: 'reward', activityId: ActivityId.VIP, amount: 300, balanceAfter: 300 }]);
    expect(await info(t, p)).toMatchObject({ points: 300 });
  });

  it('pages newest first without gaps or repeats, also while points arrive; only the player’s own', async () => {
    const p = await pointsPlayer(t, 'pages');
    const other = await pointsPlayer(t, 'other');
    await depositPaid(t, p.token, 10_000);
    for (let i = 1; i <= 23; i++) await givePoints(t, p.userId, 100 + i);
    await givePoints(t, other.userId, 999);
    okCall('pointsExchange', await exchange(t, p, 200));

    const seen: number[] = [];
    let page = await log(t, p, { pageSize: 10 });
    seen.push(...page.list.map((l: { id: number }) => l.id));
    // A prize arriving while the player pages shifts nothing.
    await givePoints(t, p.userId, 7);
    while (page.nextBeforeId !== null) {
      page = await log(t, p, { pageSize: 10, beforeId: page.nextBeforeId });
      seen.push(...page.list.map((l: { id: number }) => l.id));
    }
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    // Amounts add up to the balance, and each line's balance-after follows from the one before.
    const all = (await log(t, p, { pageSize: 50 })).list as { amount: number; balanceAfter: number }[];
    expect(all).toHaveLength(25);
    expect(all.reduce((sum, l) => sum + l.amount, 0)).toBe((await balancesOf(t, p)).points);
    for (let i = 0; i < all.length - 1; i++) expect(all[i]!.balanceAfter - all[i]!.amount).toBe(all[i + 1]!.balanceAfter);
    expect((await log(t, other)).list).toMatchObject([{ amount: 999 }]);
    expectError(await t.call('pointsLog', { pageSize: 51 }, { token: p.token }), { status: 400, errcode: Errcode.invalidParams, field: 'pageSize' });
  });
});
