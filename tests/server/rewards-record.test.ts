import { describe, expect, it } from 'vitest';
import { ActivityId, PropId, type RewardGrantView } from '../../contract/index.ts';
import { grantReward, manilaDayPeriod } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { newPlayer, type Player } from './console-play.ts';
import { deposit, drawAs, okCall } from './jackpot-helpers.ts';

const WELCOME = 5000;
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.20.${ips}.1`);

const page = async (t: TestServer, p: Player, body: { activityId?: number; beforeId?: number; pageSize?: number } = {}) =>
  okCall('activityAwardGetLog', await t.call('activityAwardGetLog', body, { token: p.token })) as { list: RewardGrantView[]; nextBeforeId: number | null };

/** Every page, following nextBeforeId. */
async function allPages(t: TestServer, p: Player, body: { activityId?: number; pageSize?: number }, between?: () => Promise<void>) {
  const seen: RewardGrantView[] = [];
  let beforeId: number | undefined;
  for (;;) {
    const { list, nextBeforeId } = await page(t, p, { ...body, ...(beforeId ? { beforeId } : {}) });
    seen.push(...list);
    if (between) await between();
    if (nextBeforeId === null) return seen;
    beforeId = nextBeforeId;
  }
}

let keys = 0;
const vipGrant = (t: TestServer, userId: number, coin = 1000) =>
  t.deps.db.transaction((tx) =>
    grantReward(tx, { userId, source: { activityId: ActivityId.VIP, period: manilaDayPeriod(t.deps.now()), reason: 'vip_daily' }, key: `k${++keys}`, items: [{ propId: PropId.coin, count: coin }], now: t.deps.now() }),
  );

describe(`reward record: activityAwardGetLog (${databaseKind})`, () => {
  const t = useTestServer();

  it('lists every grant, newest first, with its items and the coin still locked', async () => {
    const p = await player(t, 'record');
    // Before a top-up the welcome bonus is locked whole.
    expect((await page(t, p)).list).toEqual([
      { id: expect.any(Number), activityId: ActivityId.SignUpBonus, reason: 'signup', period: 'once', items: [{ propId: PropId.coin, count: WELCOME }], locked: WELCOME, createdAt: expect.any(Number) },
    ]);
    await deposit(t, p.token, 10_000); // a chance to draw
    await drawAs(t, p.userId, 3); // 100 points
    await t.deps.db.transaction((tx) =>
      grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: 'once', reason: 'vip_level_up' }, key: 'level:1', items: [{ propId: PropId.coin, count: 2000 }, { propId: 1010, count: 2 }], wagering: 3, now: t.deps.now() }),
    );
    const { list, nextBeforeId } = await page(t, p);
    expect(nextBeforeId).toBeNull();
    expect(list.map((g) => [g.activityId, g.reason, g.items, g.locked])).toEqual([
      [ActivityId.VIP, 'vip_level_up', [{ propId: PropId.coin, count: 2000 }, { propId: 1010, count: 2 }], 2000],
      [ActivityId.LuckyJackpot, 'jackpot_draw', [{ propId: PropId.points, count: 100 }], 0],
      // Topped up now; still locked until its 1× turnover is bet.
      [ActivityId.SignUpBonus, 'signup', [{ propId: PropId.coin, count: WELCOME }], WELCOME],
    ]);
    expect(list[1]!.period).toBe(manilaDayPeriod(t.deps.now()));
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
  });

  it('pages by id without gaps or repeats, also while new grants arrive; filters by activity', async () => {
    const p = await player(t, 'pages');
    for (let i = 0; i < 24; i++) await vipGrant(t, p.userId, 100 + i);
    const all = await allPages(t, p, { pageSize: 7 });
    expect(all).toHaveLength(25);
    const ids = all.map((g) => g.id);
    expect(new Set(ids).size).toBe(25);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // A grant made between pages is newer than every cursor: the pages still hold the same 25.
    const during = await allPages(t, p, { pageSize: 7 }, async () => void (await vipGrant(t, p.userId)));
    expect(during.map((g) => g.id)).toEqual(ids);
    // Default page size 20; one activity only.
    expect((await page(t, p)).list).toHaveLength(20);
    const signup = await allPages(t, p, { activityId: ActivityId.SignUpBonus });
    expect(signup.map((g) => g.reason)).toEqual(['signup']);
    expect((await allPages(t, p, { activityId: ActivityId.VIP, pageSize: 50 })).every((g) => g.activityId === ActivityId.VIP)).toBe(true);
    expect((await page(t, p, { activityId: ActivityId.LuckyJackpot })).list).toEqual([]);
  });

  it("shows only the player's own grants, whatever cursor is sent", async () => {
    const a = await player(t, 'own');
    const b = await player(t, 'other');
    await vipGrant(t, b.userId);
    const mine = await allPages(t, a, { pageSize: 50 });
    expect(mine.map((g) => g.reason)).toEqual(['signup']);
    const theirs = (await page(t, b)).list;
    expect((await page(t, a, { beforeId: theirs[0]!.id + 1 })).list.map((g) => g.id)).toEqual(mine.map((g) => g.id));
  });
});
