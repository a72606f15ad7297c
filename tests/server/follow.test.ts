import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { FOLLOW_MISSES } from '../../server/follow/index.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import * as schema from '../../server/tables.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';

/**
 * Follow the brand (issue 32, docs/follow.md): the channels and codes an operator publishes (audited);
 * a code paid once per code and player through the rewards engine (ten claims at once: one payout),
 * nothing for a click, wrong and expired codes a translated 4xx, guessing stopped per player.
 */
const HOUR = 3600_000;
let ips = 0;

async function follower(t: TestServer, tag: string, deposited = true): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.78.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  if (deposited) await t.deps.db.update(schema.users).set({ totalRecharge: 10_000 }).where(eq(schema.users.id, p.userId));
  return p;
}

const claim = (t: TestServer, p: Player, code: string) => t.call('followReceiveBonus', { code }, { token: p.token });

describe(`follow the brand (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  async function admin() {
    const { token } = await operatorWithSession(t, `fl-admin${++ips}`, 'admin');
    return (name: string, body: Record<string, unknown>) => consoleCall(t, name, body, { token });
  }
  const codeTerms = (_: unknown, over: Record<string, unknown> = {}) => ({ code: 'SWERTE-FB26', channelId: null, startsAt: t.deps.now() - HOUR, endsAt: t.deps.now() + HOUR, rewardCoin: 20_00, wagering: 1, ...over });

  it('the console keeps the channel list and the codes (audited); https only; a taken code 409; strangers 401, support 403', async () => {
    const support = await operatorWithSession(t, 'fl-support', 'support');
    for (const call of ['consoleFollowChannels', 'consoleFollowChannelsSave', 'consoleFollowCodes', 'consoleFollowCodeCreate', 'consoleFollowCodeWithdraw'] as const) {
      expectRefused(await consoleCall(t, call, { not: 'a body' }), 401);
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
    }
    const call = await admin();
    const before = await snapshot(t);
    expectError(await call('consoleFollowChannelsSave', { channels: [{ name: 'Facebook', url: 'http://facebook.com/swerte', icon: 'facebook' }] }), { status: 400, errcode: Errcode.followInvalid, field: 'channels.0.url', msg: 'errors.console.followInvalid' });
    expectError(await call('consoleFollowCodeCreate', codeTerms(t, { endsAt: t.deps.now() - 1 })), { status: 400, errcode: Errcode.followInvalid, field: 'endsAt' });
    expectError(await call('consoleFollowCodeCreate', codeTerms(t, { channelId: 999 })), { status: 400, errcode: Errcode.followInvalid, field: 'channelId' });
    expectError(await call('consoleFollowCodeWithdraw', { codeId: 999 }), { status: 404, errcode: Errcode.followCodeNotFound });
    expect(await snapshot(t)).toEqual(before);

    const saved = expectOk(await call('consoleFollowChannelsSave', { channels: [{ name: 'Facebook', url: 'https://facebook.com/swerte', icon: 'facebook' }, { name: 'YouTube', url: 'https://youtube.com/@swerte', icon: 'youtube' }] })).channels;
    expect(saved.map((c: { name: string }) => c.name)).toEqual(['Facebook', 'YouTube']);
    const info = expectOk(await t.call('getFollowInfo', {}));
    expect(info).toMatchObject({ channels: [{ name: 'Facebook', url: 'https://facebook.com/swerte', icon: 'facebook' }, { name: 'YouTube' }], claims: [], withheld: false, needsDeposit: true });

    const made = expectOk(await call('consoleFollowCodeCreate', codeTerms(t, { channelId: saved[0].id }))).code;
    expect(made).toMatchObject({ code: 'SWERTEFB26', channelId: saved[0].id, withdrawn: false, claims: 0, paid: 0 });
    expectError(await call('consoleFollowCodeCreate', codeTerms(t, { code: 'swerte fb26' })), { status: 409, errcode: Errcode.followCodeTaken, field: 'code' });
    const withdrawn = expectOk(await call('consoleFollowCodeWithdraw', { codeId: made.codeId })).code;
    expect(withdrawn.withdrawn).toBe(true);
    const audit = await query(t, sql`SELECT call, target FROM console_audit WHERE call LIKE 'consoleFollow%' AND target <> 'refused' ORDER BY id`);
    expect(audit).toEqual([
      { call: 'consoleFollowChannelsSave', target: 'follow_channels' },
      { call: 'consoleFollowCodeCreate', target: `follow_code:${made.codeId}` },
      { call: 'consoleFollowCodeWithdraw', target: `follow_code:${made.codeId}` },
    ]);
  });

  it('a save keeps each channel (its codes keep it through renames and moves); a removed channel\'s codes count for any; an unknown id is refused; an equal list writes nothing', async () => {
    const call = await admin();
    const fb = { name: 'Facebook', url: 'https://facebook.com/swerte', icon: 'facebook' };
    const yt = { name: 'YouTube', url: 'https://youtube.com/@swerte', icon: 'youtube' };
    const tt = { name: 'TikTok', url: 'https://tiktok.com/@swerte', icon: 'tiktok' };
    const [fbC, ytC, ttC] = expectOk(await call('consoleFollowChannelsSave', { channels: [fb, yt, tt] })).channels;
    const onYt = expectOk(await call('consoleFollowCodeCreate', codeTerms(t, { code: 'KEEP2026', channelId: ytC.id }))).code;
    const onTt = expectOk(await call('consoleFollowCodeCreate', codeTerms(t, { code: 'GONE2026', channelId: ttC.id }))).code;
    const onFb = expectOk(await call('consoleFollowCodeCreate', codeTerms(t, { code: 'STAY2026', channelId: fbC.id }))).code;

    // YouTube renamed and moved first, TikTok left out, Instagram added: one save, one audit row.
    const ig = { name: 'Instagram', url: 'https://instagram.com/swerte', icon: 'instagram' };
    const saved = expectOk(await call('consoleFollowChannelsSave', { channels: [{ ...ytC, name: 'YouTube PH' }, fbC, ig] })).channels;
    expect(saved).toEqual([{ ...ytC, name: 'YouTube PH' }, fbC, { ...ig, id: expect.any(Number) }]);
    expect([fbC.id, ytC.id, ttC.id]).not.toContain(saved[2].id);
    const channelOf = async () => Object.fromEntries(expectOk(await call('consoleFollowCodes', {})).list.map((c: { code: string; channelId: number | null }) => [c.code, c.channelId]));
    expect(await channelOf()).toEqual({ [onYt.code]: ytC.id, [onFb.code]: fbC.id, [onTt.code]: null });
    expect(expectOk(await t.call('getFollowInfo', {})).channels).toEqual(saved);
    // The removed channel's code still pays (any channel).
    expectOk(await claim(t, await follower(t, 'anych'), 'GONE2026'));

    // An id not in the list (the removed TikTok's, a stranger's, one given twice): refused naming it, nothing changed.
    const before = await snapshot(t);
    expectError(await call('consoleFollowChannelsSave', { channels: [saved[0], { ...tt, id: ttC.id }] }), { status: 400, errcode: Errcode.followInvalid, field: 'channels.1.id', msg: 'errors.console.followInvalid' });
    expectError(await call('consoleFollowChannelsSave', { channels: [{ ...fb, id: 999_999 }] }), { status: 400, errcode: Errcode.followInvalid, field: 'channels.0.id' });
    expectError(await call('consoleFollowChannelsSave', { channels: [saved[0], saved[1], { ...saved[0], name: 'Twice' }] }), { status: 400, errcode: Errcode.followInvalid, field: 'channels.2.id' });
    // The list as it is: answered, nothing written, no audit row.
    expect(expectOk(await call('consoleFollowChannelsSave', { channels: saved })).channels).toEqual(saved);
    expect(await snapshot(t)).toEqual(before);
    const audits = await query(t, sql`SELECT count(*)::int AS n FROM console_audit WHERE call = 'consoleFollowChannelsSave'`);
    expect(audits).toEqual([{ n: 2 }]);
    expect(await channelOf()).toEqual({ [onYt.code]: ytC.id, [onFb.code]: fbC.id, [onTt.code]: null });
  });

  it('a code pays once per player, also under ten claims at once; wrong, early, expired and withdrawn codes are translated 4xx paying nothing', async () => {
    const call = await admin();
    const code = expectOk(await call('consoleFollowCodeCreate', codeTerms(t))).code;
    expectOk(await call('consoleFollowCodeCreate', codeTerms(t, { code: 'LATER2026', startsAt: t.deps.now() + HOUR, endsAt: t.deps.now() + 2 * HOUR })));
    const p = await follower(t, 'once');
    expectError(await t.call('followReceiveBonus', { code: 'SWERTEFB26' }), { status: 401, errcode: 401 });
    const coin = (await playerBalances(t.deps.db, p.userId)).coin;

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(t, p, 'swerte-fb26')));
    const paid = answers.filter((r) => r.body.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ code: 'SWERTEFB26', amount: 20_00, items: [{ propId: PropId.coin, count: 20_00 }] });
    for (const r of answers.filter((x) => x.body.errcode !== 0)) expectError(r, { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(coin + 20_00);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM reward_grants WHERE activity_id = 78 AND user_id = ${p.userId}`)).toEqual([{ n: 1 }]);
    expect(expectOk(await t.call('getFollowInfo', {}, { token: p.token })).claims).toEqual([{ code: 'SWERTEFB26', amount: 20_00, claimedAt: expect.any(Number) }]);

    // Another player claims it too: once per code AND player.
    const q = await follower(t, 'other');
    expectOk(await claim(t, q, 'SWERTEFB26'));

    const unchanged = async (fn: () => Promise<void>) => {
      const before = await snapshot(t);
      await fn();
      expect(await snapshot(t)).toEqual(before);
    };
    const r = await follower(t, 'refuse');
    expectError(await claim(t, r, 'LATER2026'), { status: 409, errcode: Errcode.followCodeExpired, msg: 'errors.follow.codeExpired' });
    expectError(await claim(t, r, 'NOSUCH99'), { status: 404, errcode: Errcode.followCodeUnknown, msg: 'errors.follow.codeUnknown' });
    expectError(await claim(t, r, '<script>'), { status: 400, errcode: 400 });
    t.advance(2 * HOUR);
    // The operator's session idled out over those two hours: a fresh one.
    const again = await admin();
    expectError(await claim(t, r, 'SWERTEFB26'), { status: 409, errcode: Errcode.followCodeExpired });
    // Protected, no top-up, the activity off: refused, nothing written (no miss either).
    const fresh = await follower(t, 'nodep', false);
    const later = expectOk(await again('consoleFollowCodeCreate', codeTerms(t, { code: 'NOW2026' }))).code;
    await unchanged(async () => {
      expectError(await claim(t, fresh, 'NOW2026'), { status: 200, errcode: Errcode.rewardNeedsDeposit });
      protectionHook.check = async () => true;
      expectError(await claim(t, r, 'NOW2026'), { status: 200, errcode: Errcode.rewardWithheld });
      protectionHook.check = async () => false;
      await activitiesRepo(t.deps.db).setStatus(ActivityId.Follow, false);
      expectError(await claim(t, r, 'NOW2026'), { status: 409, errcode: Errcode.followNotRunning, msg: 'errors.follow.notRunning' });
      expect(expectOk(await t.call('getFollowInfo', {}, { token: r.token })).channels).toEqual([]);
      await activitiesRepo(t.deps.db).setStatus(ActivityId.Follow, true);
    });
    expectOk(await again('consoleFollowCodeWithdraw', { codeId: later.codeId }));
    expectError(await claim(t, r, 'NOW2026'), { status: 409, errcode: Errcode.followCodeExpired });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
    expect(code.code).toBe('SWERTEFB26');
  });

  it('guessing stops after a few wrong codes per player (a 429, even for a right code) until the window passes; concurrent guesses count each', async () => {
    const call = await admin();
    expectOk(await call('consoleFollowCodeCreate', codeTerms(t, { code: 'RIGHT2026', endsAt: t.deps.now() + 2 * HOUR })));
    const p = await follower(t, 'guess');
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(t, p, `WRONG${i}000`)));
    expect(guesses.filter((r) => r.body.errcode === Errcode.followCodeUnknown)).toHaveLength(FOLLOW_MISSES.max);
    for (const r of guesses.filter((x) => x.body.errcode !== Errcode.followCodeUnknown)) expectError(r, { status: 429, errcode: Errcode.tooMany });
    expectError(await claim(t, p, 'RIGHT2026'), { status: 429, errcode: Errcode.tooMany, msg: 'errors.tooMany' });
    // Another player is not held by this one's guesses.
    expectOk(await claim(t, await follower(t, 'else'), 'RIGHT2026'));
    t.advance(FOLLOW_MISSES.windowMs + 1000);
    expectOk(await claim(t, p, 'RIGHT2026'));
  });
});
