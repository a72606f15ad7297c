import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { Errcode, PropId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { manilaDayPeriod } from '../../server/rewards/index.ts';
import { protectionHook } from '../../server/rewards/protection.ts';
import { vipRedDots } from '../../server/vip/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { okCall } from './games-helpers.ts';
import { depositPaid, type Player } from './console-play.ts';
import { advanceToBeforeMidnight, coin, spins, useVipConfig, vipPlayer } from './vip-helpers.ts';

const info = async (t: TestServer, p: Player) => okCall('getVipInfo', await t.call('getVipInfo', {}, { token: p.token }));
const claimLevel = (t: TestServer, p: Player, level: number) => t.call('receiveVipBonusUser', { level }, { token: p.token });
const coinOf = async (t: TestServer, p: Player) => (await playerBalances(t.deps.db, p.userId)).coin;
const redDots = async (t: TestServer, p: Player) => vipRedDots(t.deps.db, p.userId, t.deps.now(), (await t.deps.config.get()).config);

describe(`VIP: experience and levels (${databaseKind})`, () => {
  const t = useTestServer();

  it('earns one point per whole peso of real valid bets, levels and user levels only up, each change recorded once; tryIt earns nothing', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'exp');
    await spins(t, p.token, 3, 1000, 101, true); // demo credits
    expect(await info(t, p)).toMatchObject({ vip: 0, vipExp: 0, nextLevel: 1, nextExp: 10 });

    await spins(t, p.token, 1, 500);
    expect(await info(t, p)).toMatchObject({ vip: 0, vipExp: 5 });
    await spins(t, p.token, 1, 500); // ₱10: VIP 1
    expect(expectOk(await t.call('refreshData', {}, { token: p.token }))).toMatchObject({ vip: 1, vipExp: 10, userLevel: 0, bet: 1000 });
    await spins(t, p.token, 1, 2000); // ₱30: VIP 2; ₱30 bet: user level 1
    expect(expectOk(await t.call('refreshData', {}, { token: p.token }))).toMatchObject({ vip: 2, vipExp: 30, userLevel: 1 });
    await spins(t, p.token, 7, 10000); // ₱730: VIP 3 (the top), user level 2
    const top = await info(t, p);
    expect(top).toMatchObject({ vip: 3, vipExp: 730, nextLevel: null, nextExp: null });
    expect(expectOk(await t.call('refreshData', {}, { token: p.token }))).toMatchObject({ vip: 3, userLevel: 2 });

    const audit = okCall('getVipLevelAudit', await t.call('getVipLevelAudit', { pageSize: 2 }, { token: p.token }));
    expect(audit.list.map((r: { fromLevel: number; toLevel: number; vipExp: number }) => [r.fromLevel, r.toLevel, r.vipExp])).toEqual([
      [2, 3, 130],
      [1, 2, 30],
    ]);
    const rest = okCall('getVipLevelAudit', await t.call('getVipLevelAudit', { pageSize: 2, beforeId: audit.nextBeforeId }, { token: p.token }));
    expect(rest.list.map((r: { fromLevel: number; toLevel: number }) => [r.fromLevel, r.toLevel])).toEqual([[0, 1]]);
    expect(rest.nextBeforeId).toBeNull();

    // No relegation: raising the thresholds takes no level away, and more play records no change.
    const { config } = await t.deps.config.get();
    await useVipConfig(t, { vipMap: { ...config.vipMap, 3: { ...config.vipMap['3']!, experience: 100_000 } } });
    await spins(t, p.token, 1, 100);
    expect(await info(t, p)).toMatchObject({ vip: 3, vipExp: 731 });
    expect(await t.deps.db.select().from(schema.vipLevelChanges).where(eq(schema.vipLevelChanges.userId, p.userId))).toHaveLength(3);
  });

  it('a jump from 0 to 3 is one change, and every level up to it can be claimed', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'jump');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 1, 10000);
    const audit = okCall('getVipLevelAudit', await t.call('getVipLevelAudit', {}, { token: p.token }));
    expect(audit.list.map((r: { fromLevel: number; toLevel: number }) => [r.fromLevel, r.toLevel])).toEqual([[0, 3]]);
    const view = await info(t, p);
    expect(view.levelUpBonuses.map((b: { level: number; status: string }) => [b.level, b.status])).toEqual([
      [1, 'claimable'],
      [2, 'claimable'],
      [3, 'claimable'],
    ]);
    expect(view.levels.map((l: { level: number; rebateBps: Record<string, number> }) => [l.level, l.rebateBps])).toEqual([
      [0, { 1: 0, 2: 5 }],
      [1, { 1: 10, 2: 20 }],
      [2, { 1: 37, 2: 50 }],
      [3, { 1: 80, 2: 100 }],
    ]);
    const before = await coinOf(t, p);
    for (const level of [1, 2, 3]) okCall('receiveVipBonusUser', await claimLevel(t, p, level));
    expect(await coinOf(t, p)).toBe(before + 1000 + 2000 + 5000);
    expect((await playerBalances(t.deps.db, p.userId)).diamond).toBe(3);
    expect((await info(t, p)).levelUpBonuses.every((b: { status: string }) => b.status === 'claimed')).toBe(true);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});

describe(`VIP: prizes (${databaseKind})`, () => {
  const t = useTestServer();

  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('a level-up bonus pays once: 50 identical claims at once pay one, 49 answer 5002, later 5002; an unreached level 5001 changing nothing', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'levelup');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 1, 1000); // VIP 1
    expect(await redDots(t, p)).toMatchObject({ vip: true });

    let before = await snapshot(t);
    expectError(await claimLevel(t, p, 2), { status: 200, errcode: Errcode.rewardNothingToClaim });
    expectError(await claimLevel(t, p, 999), { status: 200, errcode: Errcode.rewardNothingToClaim });
    expect(await snapshot(t)).toEqual(before);

    const coin0 = await coinOf(t, p);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claimLevel(t, p, 1)));
    const paid = answers.filter((a) => a.body.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ items: [coin(1000)], coin: coin0 + 1000, locked: 1000 });
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect(await coinOf(t, p)).toBe(coin0 + 1000);

    before = await snapshot(t);
    expectError(await claimLevel(t, p, 1), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect(await snapshot(t)).toEqual(before);
    // The bonus coin is locked by its 1× turnover (beside the welcome coins' lock).
    expect(expectOk(await t.call('getExchange', {}, { token: p.token }))).toMatchObject({ locked: 5000 + 1000 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a player who never topped up gets 5003 and nothing changes; after a sandbox-paid deposit the claim pays', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'nodep');
    await spins(t, p.token, 1, 1000);
    const view = await info(t, p);
    expect(view).toMatchObject({ vip: 1, hasDeposit: false, signIn: { status: 'claimable' } });
    expect(await redDots(t, p)).toEqual({ vip: false, rebate: false });
    const before = await snapshot(t);
    expectError(await claimLevel(t, p, 1), { status: 200, errcode: Errcode.rewardNeedsDeposit, msg: 'errors.reward.needsDeposit' });
    expectError(await t.call('appVipUserReceiveSignInAward', {}, { token: p.token }), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);

    await depositPaid(t, p.token, 10_000);
    expect(okCall('receiveVipBonusUser', await claimLevel(t, p, 1))).toMatchObject({ items: [coin(1000)] });
    expect(okCall('appVipUserReceiveSignInAward', await t.call('appVipUserReceiveSignInAward', {}, { token: p.token }))).toMatchObject({ items: [coin(100)] });
  });

  it('a protected player gets 5004 for every claim and nothing changes', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'protected');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 2, 1000); // VIP 1, ₱20 bet today (its betLimit)
    await spins(t, p.token, 2, 10_000); // VIP 3, ₱220 today (its betLimit is ₱100), ₱1.62 of rebate: claimable (from ₱1)
    protectionHook.check = async () => true;
    expect(await redDots(t, p)).toEqual({ vip: false, rebate: false });
    const before = await snapshot(t);
    for (const [path, body] of [
      ['receiveVipBonusUser', { level: 1 }],
      ['appVipUserReceiveDaily', {}],
      ['appVipUserReceiveSignInAward', {}],
      ['betBonusReceive', {}],
      ['betBonusByTypeReceive', { type: 1 }],
    ] as const) {
      expectError(await t.call(path, body, { token: p.token }), { status: 200, errcode: Errcode.rewardWithheld });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('the daily award needs betLimit of today’s valid bets, pays once per Manila day: just before midnight and 00:00:00 are two days', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'daily');
    await depositPaid(t, p.token, 10_000);
    const day1 = advanceToBeforeMidnight(t, 120_000);
    const daily = () => t.call('appVipUserReceiveDaily', {}, { token: p.token });
    expectError(await daily(), { status: 200, errcode: Errcode.rewardNothingToClaim }); // VIP 0
    await spins(t, p.token, 1, 1000); // VIP 1, ₱10 of the ₱20 betLimit
    expect((await info(t, p)).daily).toMatchObject({ status: 'locked', todayValidBet: 1000, betLimit: 2000, items: [coin(300)] });
    expectError(await daily(), { status: 200, errcode: Errcode.rewardNothingToClaim });
    await spins(t, p.token, 1, 1000);
    expect((await info(t, p)).daily).toMatchObject({ status: 'claimable', todayValidBet: 2000 });

    // 23:59:55: real time runs on under the test clock, and a loaded machine took more than 0.5 s to claim.
    advanceToBeforeMidnight(t, 5_000);
    const coin0 = await coinOf(t, p);
    expect(okCall('appVipUserReceiveDaily', await daily())).toMatchObject({ items: [coin(300)], coin: coin0 + 300 });
    expect(manilaDayPeriod(t.deps.now())).toBe(day1);
    expectError(await daily(), { status: 200, errcode: Errcode.rewardAlreadyClaimed });

    advanceToBeforeMidnight(t, 0); // 00:00:00 the next day
    expect(manilaDayPeriod(t.deps.now())).not.toBe(day1);
    expectError(await daily(), { status: 200, errcode: Errcode.rewardNothingToClaim }); // nothing bet yet today
    await spins(t, p.token, 1, 5000); // VIP 2 now: its ₱50 betLimit and its award
    expect(okCall('appVipUserReceiveDaily', await daily())).toMatchObject({ items: [coin(500)] });
    expect(await coinOf(t, p)).toBe(coin0 + 300 + 500 - 5000);
    const grants = await t.deps.db.select().from(schema.rewardGrants).where(eq(schema.rewardGrants.key, 'daily'));
    expect(grants.map((g) => g.period)).toEqual([day1, manilaDayPeriod(t.deps.now())]);
  });

  it('the VIP sign-in award: VIP 1 and up, once per Manila day', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'signin');
    await depositPaid(t, p.token, 10_000);
    const signIn = () => t.call('appVipUserReceiveSignInAward', {}, { token: p.token });
    expectError(await signIn(), { status: 200, errcode: Errcode.rewardNothingToClaim });
    await spins(t, p.token, 1, 5000); // VIP 2
    expect(okCall('appVipUserReceiveSignInAward', await signIn())).toMatchObject({ items: [coin(200)], locked: 200 });
    expectError(await signIn(), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    advanceToBeforeMidnight(t, -1000);
    expect(okCall('appVipUserReceiveSignInAward', await signIn())).toMatchObject({ items: [coin(200)] });
  });

  it('weekly tasks: progress of this week, 5001 until finished or while not offered, 404 for an unknown task, once per week', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'tasks');
    await depositPaid(t, p.token, 30_000); // the deposit task's target, but it is offered from VIP 2
    const task = (id: number) => t.call('receiveVipTaskAndBonus', { id }, { token: p.token });
    expectError(await task(99), { status: 404, errcode: Errcode.notFound });
    expectError(await task(1), { status: 200, errcode: Errcode.rewardNothingToClaim }); // VIP 0
    await spins(t, p.token, 1, 1000); // VIP 1: task 1 offered, ₱10 of ₱50
    const view = await info(t, p);
    expect(view.tasks).toMatchObject([
      { id: 1, kind: 'validBet', progress: 1000, target: 5000, status: 'locked' },
      { id: 2, kind: 'deposit', minVip: 2, progress: 0, status: 'locked' },
    ]);
    expectError(await task(1), { status: 200, errcode: Errcode.rewardNothingToClaim });
    expectError(await task(2), { status: 200, errcode: Errcode.rewardNothingToClaim });
    await spins(t, p.token, 2, 2000); // ₱50: task 1 finished; VIP 2: task 2 offered, its ₱300 deposit this week counts
    expect((await info(t, p)).tasks).toMatchObject([
      { id: 1, progress: 5000, status: 'claimable' },
      { id: 2, progress: 30_000, status: 'claimable' },
    ]);
    expect(await redDots(t, p)).toMatchObject({ vip: true });
    expect(okCall('receiveVipTaskAndBonus', await task(1))).toMatchObject({ items: [coin(700)] });
    expect(okCall('receiveVipTaskAndBonus', await task(2))).toMatchObject({ items: [coin(900)] });
    expectError(await task(1), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    const grants = await t.deps.db.select().from(schema.rewardGrants).where(eq(schema.rewardGrants.userId, p.userId));
    expect(grants.filter((g) => g.key.startsWith('task:')).map((g) => [g.key, g.period])).toEqual([
      ['task:1', expect.stringMatching(/^\d{4}-W\d{2}$/)],
      ['task:2', expect.stringMatching(/^\d{4}-W\d{2}$/)],
    ]);
  });

  it('red dots follow what can be claimed, and the audit stays clean after every prize', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'dots');
    await depositPaid(t, p.token, 10_000);
    expect(await redDots(t, p)).toEqual({ vip: false, rebate: false });
    await spins(t, p.token, 2, 1000); // VIP 1; ₱20 today; rebate 0.1% of ₱20 = 2 centavos: under ₱1, no dot (issue 26; rebates.test.ts)
    expect(await redDots(t, p)).toEqual({ vip: true, rebate: false });
    for (const [path, body] of [
      ['receiveVipBonusUser', { level: 1 }],
      ['appVipUserReceiveDaily', {}],
      ['appVipUserReceiveSignInAward', {}],
    ] as const) {
      expectOk(await t.call(path, body, { token: p.token }));
    }
    expect(await redDots(t, p)).toEqual({ vip: false, rebate: false });
    const view = await info(t, p);
    expect(view).toMatchObject({ daily: { status: 'claimed' }, signIn: { status: 'claimed' }, hasDeposit: true });
    expect(view.levelUpBonuses[0]).toMatchObject({ level: 1, status: 'claimed' });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});

// The seeded config itself grants (a smoke check of the shipped values).
describe(`VIP: seeded config (${databaseKind})`, () => {
  const t = useTestServer();
  it('shows the seeded levels, prizes and rates', async () => {
    const p = await vipPlayer(t, 'seed');
    const view = await info(t, p);
    expect(view.levels.length).toBeGreaterThan(3);
    expect(view.levelUpBonuses[0]).toMatchObject({ level: 1, items: [coin(1000)], status: 'locked' });
    expect(view.levels[1]).toMatchObject({ level: 1, signInAward: [coin(100)], rebateBps: { 1: 10 } });
    expect(view.tasks.length).toBeGreaterThan(0);
    expect(PropId.coin).toBe(2001);
  });
});
