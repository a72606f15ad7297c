import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import * as schema from '../../server/tables.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';

/**
 * Live shows (issue 32, docs/shows.md): scheduled in the console (audited), `getLiveUrl` answering the
 * show on air or the schedule, minutes counted by the server from a visible page's pings (never outside
 * the show, never faster than the interval, a gap not credited), the reward paid once per show and player.
 */
const MINUTE = 60_000;
const SEC = 1000;
let ips = 0;

async function viewer(t: TestServer, tag: string, deposited = true): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.77.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  if (deposited) await t.deps.db.update(schema.users).set({ totalRecharge: 10_000 }).where(eq(schema.users.id, p.userId));
  return p;
}

const show = (t: TestServer, over: Record<string, unknown> = {}) => ({
  title: 'Friday night live',
  hostName: 'Ate Joy',
  url: 'https://cdn.example.com/live/index.m3u8',
  startsAt: t.deps.now() + MINUTE,
  durationMinutes: 30,
  rewardMinutes: 2,
  rewardCoin: 50_00,
  wagering: 1,
  ...over,
});

const ping = (t: TestServer, p: Player, showId: number) => t.call('livePing', { showId }, { token: p.token });
const liveUrl = async (t: TestServer, token?: string) => expectOk(await t.call('getLiveUrl', {}, { token }));

describe(`live shows (${databaseKind})`, () => {
  const t = useTestServer();
  // The stream origins the console accepts (server/config/live-streams.ts), read when a show is saved.
  const origins = process.env.LIVE_STREAM_ORIGINS;
  beforeAll(() => {
    process.env.LIVE_STREAM_ORIGINS = 'https://cdn.example.com,http://127.0.0.1:4383';
  });
  afterAll(() => {
    if (origins === undefined) delete process.env.LIVE_STREAM_ORIGINS;
    else process.env.LIVE_STREAM_ORIGINS = origins;
  });
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  async function scheduled(over: Record<string, unknown> = {}): Promise<{ showId: number; token: string }> {
    const { token } = await operatorWithSession(t, `sh-admin${++ips}`, 'admin');
    const created = expectOk(await consoleCall(t, 'consoleLiveShowCreate', show(t, over), { token })).show;
    return { showId: created.showId, token };
  }

  it('the console schedules, changes and cancels (audited), refusing bad addresses, overlaps and lopsided rewards; strangers 401, support 403', async () => {
    const support = await operatorWithSession(t, 'sh-support', 'support');
    for (const call of ['consoleLiveShows', 'consoleLiveShowCreate', 'consoleLiveShowUpdate', 'consoleLiveShowCancel'] as const) {
      expectRefused(await consoleCall(t, call, { not: 'a body' }), 401);
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
    }
    const { showId, token } = await scheduled();
    const call = (name: string, body: Record<string, unknown>) => consoleCall(t, name, body, { token });
    const audit = await query(t, sql`SELECT call, target, before, after FROM console_audit WHERE call LIKE 'consoleLiveShow%' AND target <> 'refused' ORDER BY id`);
    expect(audit).toEqual([expect.objectContaining({ call: 'consoleLiveShowCreate', target: `live_show:${showId}`, before: null, after: expect.objectContaining({ state: 'scheduled', hostName: 'Ate Joy' }) })]);

    const before = await snapshot(t);
    const invalid = async (over: Record<string, unknown>, field: string) =>
      expectError(await call('consoleLiveShowCreate', show(t, { startsAt: t.deps.now() + 2 * 3600_000, ...over })), { status: 400, errcode: Errcode.liveShowInvalid, field, msg: 'errors.console.liveShowInvalid' });
    await invalid({ url: 'javascript:alert(1)//.m3u8' }, 'url');
    await invalid({ url: '//evil.example.com/x.m3u8' }, 'url');
    await invalid({ url: 'http://cdn.example.com/x.m3u8' }, 'url');
    await invalid({ url: 'https://elsewhere.example.com/x.m3u8' }, 'url'); // not in LIVE_STREAM_ORIGINS
    await invalid({ startsAt: t.deps.now() - 31 * MINUTE }, 'startsAt');
    await invalid({ startsAt: 9_000_000_000_000_000 }, 'startsAt');
    await invalid({ startsAt: t.deps.now() + 10 * MINUTE }, 'startsAt'); // overlaps the first
    await invalid({ rewardMinutes: 0 }, 'rewardMinutes');
    await invalid({ rewardCoin: 0 }, 'rewardCoin');
    await invalid({ rewardMinutes: 31 }, 'rewardMinutes');
    expectError(await call('consoleLiveShowUpdate', { ...show(t), showId: 999 }), { status: 404, errcode: Errcode.liveShowNotFound });
    expectError(await call('consoleLiveShowCancel', { showId: 999 }), { status: 404, errcode: Errcode.liveShowNotFound });
    expect(await snapshot(t)).toEqual(before);

    // Development allows the local stream (http on 127.0.0.1) and a path on this site.
    const local = expectOk(await call('consoleLiveShowCreate', show(t, { startsAt: t.deps.now() + 2 * 3600_000, url: 'http://127.0.0.1:4383/dev/live-stream/index.m3u8' }))).show;
    const changed = expectOk(await call('consoleLiveShowUpdate', { ...show(t, { startsAt: t.deps.now() + 2 * 3600_000, url: '/dev/live-stream/index.m3u8', hostName: 'Kuya Ben' }), showId: local.showId })).show;
    expect(changed).toMatchObject({ showId: local.showId, hostName: 'Kuya Ben', url: '/dev/live-stream/index.m3u8', state: 'scheduled' });
    const cancelled = expectOk(await call('consoleLiveShowCancel', { showId: local.showId })).show;
    expect(cancelled.state).toBe('cancelled');
    expectError(await call('consoleLiveShowCancel', { showId: local.showId }), { status: 409, errcode: Errcode.liveShowOver });
    const calls = (await query(t, sql`SELECT call FROM console_audit WHERE call LIKE 'consoleLiveShow%' AND target <> 'refused' ORDER BY id`)).map((r) => r.call);
    expect(calls).toEqual(['consoleLiveShowCreate', 'consoleLiveShowCreate', 'consoleLiveShowUpdate', 'consoleLiveShowCancel']);
    const list = expectOk(await call('consoleLiveShows', {})).list;
    expect(list.map((s: { showId: number; state: string }) => [s.showId, s.state])).toEqual([
      [local.showId, 'cancelled'],
      [showId, 'scheduled'],
    ]);
  });

  it('getLiveUrl: the schedule while nothing is live, the show with its stream once on air, nothing when the activity is off', async () => {
    const { showId } = await scheduled();
    const p = await viewer(t, 'sched');
    let seen = await liveUrl(t);
    expect(seen).toMatchObject({ live: null, withheld: false, pingSeconds: 30 });
    expect(seen.schedule).toEqual([{ showId, title: 'Friday night live', hostName: 'Ate Joy', startsAt: expect.any(Number), endsAt: expect.any(Number), rewardMinutes: 2, rewardCoin: 50_00 }]);
    expectError(await ping(t, p, showId), { status: 409, errcode: Errcode.liveShowNotLive, msg: 'errors.shows.notLive' });
    expectError(await t.call('livePing', { showId }), { status: 401, errcode: 401 });

    t.advance(MINUTE);
    seen = await liveUrl(t, p.token);
    expect(seen.schedule).toEqual([]);
    expect(seen.live).toMatchObject({ showId, url: 'https://cdn.example.com/live/index.m3u8', hostName: 'Ate Joy', watchedSeconds: 0, rewardState: 'watching' });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.LiveShow, false);
    expect(await liveUrl(t, p.token)).toMatchObject({ live: null, schedule: [] });
    expectError(await ping(t, p, showId), { status: 409, errcode: Errcode.liveShowNotLive });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.LiveShow, true);
  });

  it('counts only visible time inside the show: a ping before the start, too soon, after a gap or after the end credits nothing; the reward is paid once', async () => {
    const { showId } = await scheduled({ rewardMinutes: 2 });
    const p = await viewer(t, 'watch');
    // Before the start: refused, nothing counted.
    t.advance(30 * SEC);
    expectError(await ping(t, p, showId), { status: 409, errcode: Errcode.liveShowNotLive });
    t.advance(30 * SEC);
    expect(expectOk(await ping(t, p, showId))).toMatchObject({ credited: 0, watchedSeconds: 0, rewardState: 'watching' });
    // Too soon (a faster page, a second tab): nothing; and the next proper ping still credits one interval, not more.
    t.advance(10 * SEC);
    expect(expectOk(await ping(t, p, showId))).toMatchObject({ credited: 0, watchedSeconds: 0 });
    t.advance(25 * SEC);
    expect(expectOk(await ping(t, p, showId))).toMatchObject({ credited: 30, watchedSeconds: 30 });
    // Pings at once credit one interval between them.
    t.advance(30 * SEC);
    const burst = await Promise.all(Array.from({ length: 5 }, () => ping(t, p, showId)));
    expect(burst.map((r) => expectOk(r).credited).sort()).toEqual([0, 0, 0, 0, 30]);
    // Hidden for five minutes (no pings): the gap is not credited, the count restarts.
    t.advance(5 * MINUTE);
    expect(expectOk(await ping(t, p, showId))).toMatchObject({ credited: 0, watchedSeconds: 60 });
    expectError(await t.call('liveReceiveBonus', { showId }, { token: p.token }), { status: 409, errcode: Errcode.liveRewardNotEarned, msg: 'errors.shows.rewardNotEarned' });
    t.advance(30 * SEC);
    expectOk(await ping(t, p, showId));
    t.advance(30 * SEC);
    expect(expectOk(await ping(t, p, showId))).toMatchObject({ credited: 30, watchedSeconds: 120, rewardState: 'ready' });
    expect((await liveUrl(t, p.token)).live).toMatchObject({ watchedSeconds: 120, rewardState: 'ready' });

    const coin = (await playerBalances(t.deps.db, p.userId)).coin;
    const claims = await Promise.all(Array.from({ length: 10 }, () => t.call('liveReceiveBonus', { showId }, { token: p.token })));
    const paid = claims.filter((r) => r.body.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ showId, amount: 50_00, items: [{ propId: PropId.coin, count: 50_00 }] });
    for (const r of claims.filter((x) => x.body.errcode !== 0)) expectError(r, { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(coin + 50_00);
    expect((await liveUrl(t, p.token)).live).toMatchObject({ rewardState: 'claimed' });
    expect(await query(t, sql`SELECT count(*)::int AS n FROM reward_grants WHERE activity_id = 77 AND user_id = ${p.userId}`)).toEqual([{ n: 1 }]);

    // After the end: pings refused, the count stays; the console shows the outcome.
    t.advance(30 * MINUTE);
    expectError(await ping(t, p, showId), { status: 409, errcode: Errcode.liveShowNotLive });
    expect(await query(t, sql`SELECT watched_seconds FROM live_show_watch WHERE show_id = ${showId}`)).toEqual([{ watched_seconds: 120 }]);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('a protected player, one without a top-up and a show without a reward get nothing, and nothing is written', async () => {
    const { showId, token } = await scheduled({ rewardMinutes: 1 });
    const guarded = await viewer(t, 'guard');
    const fresh = await viewer(t, 'nodep', false);
    t.advance(MINUTE);
    for (const p of [guarded, fresh]) {
      expectOk(await ping(t, p, showId));
      t.advance(30 * SEC);
      expectOk(await ping(t, p, showId));
      t.advance(30 * SEC);
      expectOk(await ping(t, p, showId));
    }
    protectionHook.check = async () => true;
    expect((await liveUrl(t, guarded.token)).withheld).toBe(true);
    const before = await snapshot(t);
    expectError(await t.call('liveReceiveBonus', { showId }, { token: guarded.token }), { status: 200, errcode: Errcode.rewardWithheld });
    protectionHook.check = async () => false;
    expectError(await t.call('liveReceiveBonus', { showId }, { token: fresh.token }), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);

    // A show without a reward: watched, never claimable.
    const plain = expectOk(await consoleCall(t, 'consoleLiveShowCreate', show(t, { startsAt: t.deps.now() + 40 * MINUTE, rewardMinutes: 0, rewardCoin: 0 }), { token })).show;
    t.advance(40 * MINUTE);
    expect((await liveUrl(t, fresh.token)).live).toMatchObject({ showId: plain.showId, rewardState: 'none' });
    expectError(await t.call('liveReceiveBonus', { showId: plain.showId }, { token: fresh.token }), { status: 409, errcode: Errcode.liveRewardNotEarned });
  });
});
