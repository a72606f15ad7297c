import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, AuthMode, Errcode } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { manilaDayPeriod } from '../../server/rewards/index.ts';
import { protectionHook } from '../../server/rewards/protection.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { depositPaid } from './console-play.ts';
import { FIESTA, okCall, PERLAS } from './games-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk, PASSWORD, sendCode, snapshot, stepUp } from './helpers.ts';
import { submitKyc } from './kyc-helpers.ts';
import { advanceToBeforeMonday, coin, finish, liveness, openChest, points, tasksOf, useTaskConfig, view } from './tasks-helpers.ts';
import { spins, vipPlayer } from './vip-helpers.ts';

/** Tasks (docs/tasks.md): progress from real play and payments, claims and their errcodes, Manila periods. */

describe(`tasks: progress from what the player did (${databaseKind})`, () => {
  const t = useTestServer();

  it('valid bets and distinct games from real slot spins, deposits paid through the sandbox; demo play counts nothing', async () => {
    await useTaskConfig(t);
    const p = await vipPlayer(t, 'progress');
    expect(await tasksOf(t, p)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => [id, 0, 'locked']));
    await spins(t, p.token, 3, 1000, PERLAS, true); // tryIt: demo credits
    expect(await tasksOf(t, p, [1, 2, 5, 10])).toEqual([1, 2, 5, 10].map((id) => [id, 0, 'locked']));

    await spins(t, p.token, 1, 1000, FIESTA);
    expect(await tasksOf(t, p, [1, 2, 5, 10])).toEqual([
      [1, 1000, 'locked'],
      [2, 1, 'locked'],
      [5, 1000, 'locked'],
      [10, 1000, 'locked'],
    ]);
    await spins(t, p.token, 2, 500, PERLAS); // ₱20 today, a second game
    expect(await tasksOf(t, p, [1, 2, 5, 10])).toEqual([
      [1, 2000, 'claimable'],
      [2, 2, 'claimable'],
      [5, 2000, 'locked'],
      [10, 2000, 'locked'],
    ]);

    await depositPaid(t, p.token, 10_000);
    expect(await tasksOf(t, p, [4, 6])).toEqual([
      [4, 10_000, 'claimable'],
      [6, 10_000, 'locked'],
    ]);
    await depositPaid(t, p.token, 10_000);
    expect(await tasksOf(t, p, [4, 6])).toEqual([
      [4, 20_000, 'claimable'],
      [6, 20_000, 'claimable'],
    ]);
    const shown = await view(t, p);
    expect(shown).toMatchObject({ running: true, hasDeposit: true, liveness: { day: 0, week: 0 } });
    expect(shown.tasks[0]).toMatchObject({ id: 1, period: 'day', kind: 'validBet', target: 2000, items: [coin(500), liveness(30)], needsDeposit: true });
    expect(shown.tasks[1]).toMatchObject({ id: 2, kind: 'gamesPlayed', items: [points(10), liveness(30)], needsDeposit: false });
    expect(shown.chests.map((c: { id: number; status: string; needsDeposit: boolean }) => [c.id, c.status, c.needsDeposit])).toEqual([
      [1, 'locked', false],
      [2, 'locked', true],
      [11, 'locked', true],
    ]);
  });

  it('a Manila day and an ISO week: 23:59:59 and 00:00:00 are two days, Sunday and Monday two weeks; the reset times say so', async () => {
    await useTaskConfig(t);
    advanceToBeforeMonday(t, 60_000); // Sunday 23:59
    const p = await vipPlayer(t, 'edges');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 3, 1000);
    const before = await view(t, p);
    expect(before.dayEndsAt).toBe(before.weekEndsAt); // both end at Monday 00:00 Manila
    expect(new Date(before.dayEndsAt + 8 * 3600_000).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(new Date(before.dayEndsAt).getUTCDay()).toBe(0); // Sunday 16:00 UTC = Monday 00:00 in Manila
    expect(await tasksOf(t, p, [1, 4, 5])).toEqual([
      [1, 3000, 'claimable'],
      [4, 10_000, 'claimable'],
      [5, 3000, 'locked'],
    ]);
    advanceToBeforeMonday(t, 1000); // Sunday 23:59:59
    const sunday = manilaDayPeriod(t.deps.now());
    expect(okCall('finishTask', await finish(t, p, 1))).toMatchObject({ items: [coin(500), liveness(30)], locked: 500 });

    advanceToBeforeMonday(t, 0); // Monday 00:00:00
    expect(manilaDayPeriod(t.deps.now())).not.toBe(sunday);
    const monday = await view(t, p);
    expect(monday.weekEndsAt - monday.dayEndsAt).toBe(6 * 86_400_000);
    expect(monday.liveness).toEqual({ day: 0, week: 0 });
    expect(await tasksOf(t, p, [1, 4, 5, 6, 10])).toEqual([
      [1, 0, 'locked'],
      [4, 0, 'locked'],
      [5, 0, 'locked'],
      [6, 0, 'locked'],
      [10, 3000, 'claimable'], // once: every bet ever
    ]);
    expectError(await finish(t, p, 1), { status: 200, errcode: Errcode.rewardNothingToClaim });
    await spins(t, p.token, 2, 1000);
    expect(okCall('finishTask', await finish(t, p, 1))).toMatchObject({ items: [coin(500), liveness(30)] });
    const grants = await t.deps.db.select().from(schema.rewardGrants).where(eq(schema.rewardGrants.key, 'task:1'));
    expect(grants.map((g) => [g.activityId, g.period, g.reason])).toEqual([
      [ActivityId.Tasks, sunday, 'task'],
      [ActivityId.Tasks, manilaDayPeriod(t.deps.now()), 'task'],
    ]);
    // A week's valid bets reach its target within the week.
    await spins(t, p.token, 3, 1000);
    expect(okCall('finishTask', await finish(t, p, 5))).toMatchObject({ items: [coin(1000), liveness(50)] });
    const week = (await t.deps.db.select().from(schema.rewardGrants).where(eq(schema.rewardGrants.key, 'task:5')))[0]!;
    expect(week.period).toMatch(/^\d{4}-W\d{2}$/);
  });

  it('one-time tasks: a mobile number linked through bindAccount, an identity approved in the console; no deposit needed, once ever', async () => {
    await useTaskConfig(t);
    const p = await vipPlayer(t, 'once');
    expect(await tasksOf(t, p, [8, 9])).toEqual([
      [8, 0, 'locked'],
      [9, 0, 'locked'],
    ]);
    await stepUp(t, p.token);
    const mobile = '09181230088';
    expectOk(await t.call('bindAccount', { mobile, code: await sendCode(t, mobile, AuthMode.bind) }, { token: p.token }));
    expect(await tasksOf(t, p, [8])).toEqual([[8, 1, 'claimable']]);
    const points0 = (await playerBalances(t.deps.db, p.userId)).points;
    expect(okCall('finishTask', await finish(t, p, 8))).toMatchObject({ items: [points(50), liveness(20)], locked: 0 });
    expect((await playerBalances(t.deps.db, p.userId)).points).toBe(points0 + 50);

    await submitKyc(t, p.token);
    expect(await tasksOf(t, p, [9])).toEqual([[9, 0, 'locked']]); // submitted, not yet approved
    const [submission] = await t.deps.db.select().from(schema.kycSubmissions).where(eq(schema.kycSubmissions.userId, p.userId));
    const { token } = await operatorWithSession(t, 'tasks-kyc', 'compliance');
    expectOk(await consoleCall(t, 'consoleKycDecide', { id: submission!.id, decision: 'approve', reason: 'ID and selfie match' }, { token }));
    expect(await tasksOf(t, p, [9])).toEqual([[9, 1, 'claimable']]);
    expect(okCall('finishTask', await finish(t, p, 9))).toMatchObject({ items: [points(100), liveness(20)] });

    t.advance(8 * 86_400_000); // another day and week (and a new session: the old one idled out): once is once
    const relogged = { ...p, token: expectOk(await t.call('accountLogin', { type: 2, account: p.account, password: PASSWORD })).token as string };
    expect(await tasksOf(t, relogged, [8, 9])).toEqual([
      [8, 1, 'claimed'],
      [9, 1, 'claimed'],
    ]);
    expectError(await finish(t, relogged, 8), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
  });
});

describe(`tasks: claims (${databaseKind})`, () => {
  const t = useTestServer();

  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('404 for an unknown task or chest, 5001 until finished, 5003 for coin before the first deposit — each changing nothing — then paid once (5002)', async () => {
    await useTaskConfig(t);
    const p = await vipPlayer(t, 'claims');
    expectError(await finish(t, p, 99), { status: 404, errcode: Errcode.notFound });
    expectError(await openChest(t, p, 99), { status: 404, errcode: Errcode.notFound });
    let before = await snapshot(t);
    for (const id of [1, 2, 8]) expectError(await finish(t, p, id), { status: 200, errcode: Errcode.rewardNothingToClaim, msg: 'errors.reward.nothingToClaim' });
    expectError(await openChest(t, p, 1), { status: 200, errcode: Errcode.rewardNothingToClaim });
    expect(await snapshot(t)).toEqual(before);

    await spins(t, p.token, 1, 1000, FIESTA);
    await spins(t, p.token, 1, 1000, PERLAS); // tasks 1 (coin) and 2 (points) finished
    before = await snapshot(t);
    expectError(await finish(t, p, 1), { status: 200, errcode: Errcode.rewardNeedsDeposit, msg: 'errors.reward.needsDeposit' });
    expect(await snapshot(t)).toEqual(before);

    const coin0 = (await playerBalances(t.deps.db, p.userId)).coin;
    expect(okCall('finishTask', await finish(t, p, 2))).toEqual({ errcode: 0, msg: expect.any(String), items: [points(10), liveness(30)], coin: coin0, locked: 0 });
    before = await snapshot(t);
    expectError(await finish(t, p, 2), { status: 200, errcode: Errcode.rewardAlreadyClaimed, msg: 'errors.reward.alreadyClaimed' });
    expect(await snapshot(t)).toEqual(before);

    await depositPaid(t, p.token, 10_000);
    const coin1 = (await playerBalances(t.deps.db, p.userId)).coin;
    expect(okCall('finishTask', await finish(t, p, 1))).toMatchObject({ items: [coin(500), liveness(30)], coin: coin1 + 500, locked: 500 });
    expect(okCall('receiveTaskAward', await openChest(t, p, 2))).toMatchObject({ items: [coin(200)], coin: coin1 + 700, locked: 200 }); // 60 liveness today
    expectError(await openChest(t, p, 2), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    // The prize coin is locked by its 1× turnover, beside the welcome coins.
    expect(expectOk(await t.call('getExchange', {}, { token: p.token }))).toMatchObject({ locked: 5000 + 500 + 200 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('50 identical claims at once pay once (49 × 5002), for a task and for a chest', async () => {
    await useTaskConfig(t);
    const p = await vipPlayer(t, 'burst');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 2, 1000);
    const before = await playerBalances(t.deps.db, p.userId);
    const burst = async (claim: typeof finish, id: number) => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, p, id)));
      expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    };
    await burst(finish, 1); // ₱5 and 30 liveness
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: before.coin + 500, points: before.points });
    await burst(openChest, 1); // 10 points at 20 liveness
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: before.coin + 500, points: before.points + 10 });
    const grants = await t.deps.db.select().from(schema.rewardGrants).where(eq(schema.rewardGrants.userId, p.userId));
    expect(grants.filter((g) => g.activityId === ActivityId.Tasks).map((g) => g.key)).toEqual(['task:1', 'chest:1']);
    expect((await view(t, p)).liveness).toEqual({ day: 30, week: 30 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a protected player gets 5004, a switched-off activity 5006 (getTaskUser says it is not running); nothing changes', async () => {
    await useTaskConfig(t);
    const p = await vipPlayer(t, 'refused');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 2, 1000);
    protectionHook.check = async () => true;
    let before = await snapshot(t);
    expectError(await finish(t, p, 1), { status: 200, errcode: Errcode.rewardWithheld });
    expectError(await finish(t, p, 4), { status: 200, errcode: Errcode.rewardWithheld });
    expect(await snapshot(t)).toEqual(before);
    protectionHook.check = async () => false;
    okCall('finishTask', await finish(t, p, 1)); // 30 liveness: chest 1 reached

    await activitiesRepo(t.deps.db).setStatus(ActivityId.Tasks, false);
    before = await snapshot(t);
    expectError(await finish(t, p, 4), { status: 200, errcode: Errcode.activityNotRunning, msg: 'errors.reward.activityNotRunning' });
    expectError(await openChest(t, p, 1), { status: 200, errcode: Errcode.activityNotRunning });
    expect(await view(t, p)).toMatchObject({ running: false, tasks: [], chests: [] });
    expect(await snapshot(t)).toEqual(before);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Tasks, true);
    expect(okCall('receiveTaskAward', await openChest(t, p, 1))).toMatchObject({ items: [points(10)] });
  });
});

// The seeded config itself (a smoke check of the shipped values).
describe(`tasks: seeded config (${databaseKind})`, () => {
  const t = useTestServer();
  it('offers daily, weekly and one-time tasks and chests; a player with a mobile number can claim "link your mobile" at once', async () => {
    const token = await t.loginDemo(); // the demo player registered with a mobile number
    const shown = okCall('getTaskUser', await t.call('getTaskUser', {}, { token }));
    expect(new Set(shown.tasks.map((task: { period: string }) => task.period))).toEqual(new Set(['day', 'week', 'once']));
    expect(shown.chests.length).toBeGreaterThan(3);
    const bind = shown.tasks.find((task: { kind: string }) => task.kind === 'bindMobile');
    expect(bind).toMatchObject({ status: 'claimable', needsDeposit: false });
    expect(okCall('finishTask', await t.call('finishTask', { id: bind.id }, { token })).items).toContainEqual(expect.objectContaining({ propId: 4001 }));
  });
});
