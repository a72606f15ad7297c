import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { protectionHook } from '../../server/rewards/protection.ts';
import { depositPaid } from './console-play.ts';
import { FIESTA, okCall, PERLAS } from './games-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError } from './helpers.ts';
import { advanceToBeforeMonday, coin, finish, openChest, points, signedIn, taskDot, tasksOf, useTaskConfig, view } from './tasks-helpers.ts';
import { spins, vipPlayer } from './vip-helpers.ts';

/** Liveness, its chests and the task red dot (docs/tasks.md "Liveness and chests", "Red dot"). */

const DAY = 86_400_000;
const chestsOf = async (t: ReturnType<typeof useTestServer>, p: Parameters<typeof view>[1]) => {
  const shown = await view(t, p);
  return { liveness: shown.liveness, chests: shown.chests.map((c: { id: number; status: string }) => [c.id, c.status]) };
};

describe(`tasks: liveness and chests (${databaseKind})`, () => {
  const t = useTestServer();

  it("today's and this week's liveness sum the task grants made in them; chests open once per period; a new day starts again, the week keeps it until Monday", async () => {
    await useTaskConfig(t);
    advanceToBeforeMonday(t, 2 * DAY - 3600_000); // Saturday 01:00
    const p = await vipPlayer(t, 'live');
    await depositPaid(t, p.token, 10_000);
    expect(await chestsOf(t, p)).toEqual({
      liveness: { day: 0, week: 0 },
      chests: [
        [1, 'locked'],
        [2, 'locked'],
        [11, 'locked'],
      ],
    });
    okCall('finishTask', await finish(t, p, 4)); // the day's deposit: 20 liveness
    expect(await chestsOf(t, p)).toEqual({
      liveness: { day: 20, week: 20 },
      chests: [
        [1, 'claimable'],
        [2, 'locked'],
        [11, 'locked'],
      ],
    });
    expect(okCall('receiveTaskAward', await openChest(t, p, 1))).toMatchObject({ items: [points(10)], locked: 0 });
    expectError(await openChest(t, p, 1), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expectError(await openChest(t, p, 2), { status: 200, errcode: Errcode.rewardNothingToClaim });

    await spins(t, p.token, 1, 1000, FIESTA);
    await spins(t, p.token, 1, 1000, PERLAS);
    okCall('finishTask', await finish(t, p, 1));
    okCall('finishTask', await finish(t, p, 2));
    expect(await chestsOf(t, p)).toMatchObject({ liveness: { day: 80, week: 80 }, chests: [[1, 'claimed'], [2, 'claimable'], [11, 'locked']] });
    expect(okCall('receiveTaskAward', await openChest(t, p, 2))).toMatchObject({ items: [coin(200)], locked: 200 });

    // The daily sign-in on the calendar (a FreeSign grant of the Manila day) finishes the sign-in tasks of the day and, counted by days, of the week.
    await signedIn(t, p);
    expect(await tasksOf(t, p, [3, 7])).toEqual([
      [3, 1, 'claimable'],
      [7, 1, 'locked'],
    ]);

    t.advance(DAY); // Sunday: a new day, the same week
    expect(await chestsOf(t, p)).toEqual({
      liveness: { day: 0, week: 80 },
      chests: [
        [1, 'locked'],
        [2, 'locked'],
        [11, 'locked'],
      ],
    });
    expect(await tasksOf(t, p, [3, 7])).toEqual([
      [3, 0, 'locked'],
      [7, 1, 'locked'],
    ]);
    await signedIn(t, p);
    expect(await tasksOf(t, p, [3, 7])).toEqual([
      [3, 1, 'claimable'],
      [7, 2, 'claimable'],
    ]);
    okCall('finishTask', await finish(t, p, 3)); // 20 liveness today: the day's first chest again, the week's at 100
    okCall('finishTask', await finish(t, p, 7)); // points only
    expect(await chestsOf(t, p)).toEqual({
      liveness: { day: 20, week: 100 },
      chests: [
        [1, 'claimable'],
        [2, 'locked'],
        [11, 'claimable'],
      ],
    });
    const before = await playerBalances(t.deps.db, p.userId);
    expect(okCall('receiveTaskAward', await openChest(t, p, 11))).toMatchObject({ items: [coin(1000), { propId: PropId.diamond, count: 2 }], coin: before.coin + 1000, locked: 1000 });
    expect((await playerBalances(t.deps.db, p.userId)).diamond).toBe(before.diamond + 2);
    expectError(await openChest(t, p, 11), { status: 200, errcode: Errcode.rewardAlreadyClaimed });

    advanceToBeforeMonday(t, 0); // Monday 00:00: a new week
    expect(await chestsOf(t, p)).toMatchObject({ liveness: { day: 0, week: 0 }, chests: [[1, 'locked'], [2, 'locked'], [11, 'locked']] });

    // Liveness is a tally: an item row with no transfer and nothing owned; the books and the audit agree.
    const items = await t.deps.db
      .select({ count: schema.rewardGrantItems.count, transferId: schema.rewardGrantItems.transferId })
      .from(schema.rewardGrantItems)
      .innerJoin(schema.rewardGrants, eq(schema.rewardGrants.id, schema.rewardGrantItems.grantId))
      .where(and(eq(schema.rewardGrants.userId, p.userId), eq(schema.rewardGrantItems.propId, PropId.liveness)))
      .orderBy(schema.rewardGrantItems.id);
    expect(items.map((i) => [i.count, i.transferId])).toEqual([
      [20, null],
      [30, null],
      [30, null],
      [20, null],
    ]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the audit names a liveness item that was paid like money', async () => {
    await useTaskConfig(t);
    const p = await vipPlayer(t, 'tamper');
    await spins(t, p.token, 1, 1000, FIESTA);
    await spins(t, p.token, 1, 1000, PERLAS);
    okCall('finishTask', await finish(t, p, 2)); // points 10 (a transfer) and liveness 30 (none)
    const grant = (await t.deps.db.select().from(schema.rewardGrants).where(and(eq(schema.rewardGrants.userId, p.userId), eq(schema.rewardGrants.activityId, ActivityId.Tasks))))[0]!;
    const [pointsItem] = await t.deps.db.select().from(schema.rewardGrantItems).where(and(eq(schema.rewardGrantItems.grantId, grant.id), eq(schema.rewardGrantItems.propId, PropId.points)));
    await t.deps.db
      .update(schema.rewardGrantItems)
      .set({ transferId: pointsItem!.transferId })
      .where(and(eq(schema.rewardGrantItems.grantId, grant.id), eq(schema.rewardGrantItems.propId, PropId.liveness)));
    const report = await auditBooks(t.deps.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual(expect.objectContaining({ check: 'reward-tally-paid' }));
  });
});

describe(`tasks: the red dot (${databaseKind})`, () => {
  const t = useTestServer();

  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('on only when a claim would pay now: a finished task or a reached chest, payable to this player, not claimed, not protected, tasks running', async () => {
    await useTaskConfig(t);
    const p = await vipPlayer(t, 'dot');
    expect(await taskDot(t, p)).toBe(false);
    await spins(t, p.token, 2, 1000, FIESTA); // task 1 finished: coin, but no deposit yet
    expect(await tasksOf(t, p, [1])).toEqual([[1, 2000, 'claimable']]);
    expect(await taskDot(t, p)).toBe(false);
    await spins(t, p.token, 1, 1000, PERLAS); // task 2: points and liveness, no deposit needed
    expect(await taskDot(t, p)).toBe(true);
    okCall('finishTask', await finish(t, p, 2));
    expect(await taskDot(t, p)).toBe(true); // 30 liveness: chest 1 (points)
    okCall('receiveTaskAward', await openChest(t, p, 1));
    expect(await taskDot(t, p)).toBe(true); // ₱30 of bets ever: the one-time bet task (points)
    okCall('finishTask', await finish(t, p, 10));
    expect(await taskDot(t, p)).toBe(false); // task 1 and chest 2 need a deposit; nothing else finished

    await depositPaid(t, p.token, 10_000);
    expect(await taskDot(t, p)).toBe(true);
    protectionHook.check = async () => true;
    expect(await taskDot(t, p)).toBe(false);
    protectionHook.check = async () => false;
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Tasks, false);
    expect(await taskDot(t, p)).toBe(false);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Tasks, true);

    for (const id of [1, 4]) okCall('finishTask', await finish(t, p, id)); // 80 liveness: chest 2 reached
    expect(await taskDot(t, p)).toBe(true);
    okCall('receiveTaskAward', await openChest(t, p, 2));
    expect(await taskDot(t, p)).toBe(false);
    // The `redDots` call answers the same flag.
    expect(okCall('redDots', await t.call('redDots', {}, { token: p.token })).redDots.task).toBe(false);
    await useTaskConfig(t, { list: [], chests: [] });
    expect(await taskDot(t, p)).toBe(false);
  });
});
