import { describe, expect, it } from 'vitest';
import { ActivityId, calls, Errcode, type CallPath } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/repo.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import { useTestServer, type CallResult } from './harness.ts';
import { expectError, expectOk, seededActivityTypes, seededPopup } from './helpers.ts';

const ok = (path: CallPath, res: CallResult) => {
  const body = expectOk(res);
  expect(() => calls[path].response.parse(body)).not.toThrow();
  return body;
};

describe('getActivityIds', () => {
  const t = useTestServer();

  it('a visitor gets only the activities that allow visitors, a player every enabled one in sort order', async () => {
    const visitor = ok('getActivityIds', await t.call('getActivityIds'));
    expect(visitor.activityIds).toEqual(seededActivityTypes({ visitors: true }));
    expect(visitor.activityMap[String(ActivityId.Notice)]).toMatchObject({ type: ActivityId.Notice, unloginShowStatus: true, imgUrl4: 'activity.notice.banner' });
    expect(visitor.activityMap).not.toHaveProperty(String(ActivityId.FirstDepositTips));

    const token = await t.loginDemo();
    const player = ok('getActivityIds', await t.call('getActivityIds', {}, { token }));
    expect(player.activityIds).toEqual(seededActivityTypes());
    expect(player.activityMap[String(ActivityId.FirstDepositTips)]).toMatchObject({ unloginShowStatus: false, homeFloatShowStatus: false });
    expect(player.activityMap[String(ActivityId.LuckyJackpot)]).toMatchObject({ unloginShowStatus: true, homeFloatShowStatus: true, imgUrl4: 'activity.jackpot.banner' });
  });

  it('a switched-off activity disappears, and getAfterLoginInfoWeb lists the same enabled ids', async () => {
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Notice, false);
    const token = await t.loginDemo();
    const player = ok('getActivityIds', await t.call('getActivityIds', {}, { token }));
    expect(player.activityIds).toEqual(seededActivityTypes({ without: [ActivityId.Notice] }));
    const info = ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', {}, { token }));
    expect(info.activityIds).toEqual(player.activityIds);
  });

  it('stops during maintenance like every non-anonymous call', async () => {
    await appConfigRepo(t.deps.db).upsert('maintenance', { status: true, until: null });
    t.deps.config.invalidate();
    expectError(await t.call('getActivityIds'), { status: 503, errcode: Errcode.maintenance });
  });
});

describe('activityGetStatusList', () => {
  const t = useTestServer();

  it('carries the popup flag and the notice text the operator wrote', async () => {
    const token = await t.loginDemo();
    const { list } = ok('activityGetStatusList', await t.call('activityGetStatusList', {}, { token }));
    expect(list.map((a: { type: number }) => a.type)).toEqual(seededActivityTypes());
    // The jackpot has no start popup (it has its floating bubble instead).
    for (const activity of list) expect(activity).toMatchObject({ status: true, popup: seededPopup(activity.type) });
    const notice = list.find((a: { type: number }) => a.type === ActivityId.Notice);
    expect(notice.popupConfig.title).toBe('Welcome to Swerte');
    expect(notice.popupConfig.body).toMatch(/21/);
    expect(list.find((a: { type: number }) => a.type === ActivityId.Download).popupConfig).toBeNull();
  });

  it('a visitor sees no player-only activity, and an invalid token counts as a visitor', async () => {
    const visitor = ok('activityGetStatusList', await t.call('activityGetStatusList'));
    expect(visitor.list.map((a: { type: number }) => a.type)).toEqual(seededActivityTypes({ visitors: true }));
    const forged = ok('activityGetStatusList', await t.call('activityGetStatusList', {}, { token: 'not-a-token' }));
    expect(forged.list).toHaveLength(seededActivityTypes({ visitors: true }).length);
  });
});
