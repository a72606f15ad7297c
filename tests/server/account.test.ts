import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, noRedDots, type CallPath } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { createConfigService } from '../../server/app-config/index.ts';
import { buildApp } from '../../server/app.ts';
import { ActivityId } from '../../contract/enums.ts';
import { common, useTestServer, type CallResult } from './harness.ts';
import { demoUser, expectError, expectOk, registerAccount, seededActivityTypes, snapshot } from './helpers.ts';
import { betFor, deposit, drawAs } from './jackpot-helpers.ts';

/** A success that also matches the contract's response schema. */
const ok = (path: CallPath, res: CallResult) => {
  const body = expectOk(res);
  expect(() => calls[path].response.parse(body)).not.toThrow();
  return body;
};

/** Spec §3 "User info"; the password itself is replaced by hasPassword (never sent), the social fields left out (no social sign-in: docs/profile.md). */
const SPEC_USER_INFO = [
  'account',
  'accountType',
  'avatar',
  'avatarOther',
  'hasSafeboxPassword',
  'hasKyc',
  'hasUserOther',
  'id',
  'lottery',
  'coin',
  'mobile',
  'nickname',
  'regPeriod',
  'safebox',
  'totalRecharge',
  'uuid',
  'vip',
  'vipExp',
  'pid',
  'userLevel',
  'bet',
  'exchange',
  'hasPassword',
];

const allKeys = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]) : [];

describe('refreshData', () => {
  const t = useTestServer();

  it('returns the balances and levels, nothing else', async () => {
    const token = await t.loginDemo();
    const body = ok('refreshData', await t.call('refreshData', {}, { token }));
    // The demo player's welcome coins wait for a first top-up: the sign-up bonus dot is on; the task dot
    // too: the demo player registered with a mobile number, so "link your mobile" (points, liveness) waits.
    expect(body).toEqual({
      errcode: 0,
      msg: 'ok',
      coin: 105000,
      lottery: 0,
      vip: 0,
      vipExp: 0,
      userLevel: 0,
      bet: 0,
      hasPassword: true,
      points: 0,
      diamond: 0,
      redDots: { ...noRedDots, signupBonus: true, task: true },
    });
    expect(ok('redDots', await t.call('redDots', {}, { token }))).toEqual({ errcode: 0, msg: 'ok', redDots: body.redDots });
  });

  it('points and diamonds are the ledger balances a jackpot draw paid', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 30_000);
    for (const cellId of [3, 6, 9]) await drawAs(t, demo.id, cellId);
    expect(ok('refreshData', await t.call('refreshData', {}, { token }))).toMatchObject({ coin: 135000, points: 150, diamond: 2 });
  });

  it('red dots: the sign-up bonus until the first deposit, the draw chance while a draw can go, the daily sign-in until claimed', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const dots = async () => ok('refreshData', await t.call('refreshData', {}, { token })).redDots;
    // The task dot stays on throughout: the demo player's "link your mobile" task (tasks.test.ts covers it).
    expect(await dots()).toEqual({ ...noRedDots, signupBonus: true, task: true });
    // ₱100 earns one chance (jackpotRules.depositPerChance) and is the first top-up.
    await deposit(t, token, 10_000);
    // The first top-up also opens the daily sign-in (a free bonus).
    expect(await dots()).toEqual({ ...noRedDots, drawChance: true, signIn: true, task: true, spin: true });
    await drawAs(t, demo.id, 12);
    expect(await dots()).toEqual({ ...noRedDots, signIn: true, task: true, spin: true });
    expect(ok('loginBonus3Receive', await t.call('loginBonus3Receive', {}, { token }))).toMatchObject({ day: 1 });
    // The sign-in also finishes the day's sign-in task: the task dot stays on.
    expect(await dots()).toEqual({ ...noRedDots, task: true, spin: true });
    // A chance earned by bets alone, before any deposit, is no dot: the draw would be refused (1002).
    const other = await registerAccount(t, 'dotsbets');
    await betFor(t, other.userId, 100_000);
    expect(ok('refreshData', await t.call('refreshData', {}, { token: other.token })).redDots).toEqual({ ...noRedDots, signupBonus: true });
  });

  it('flags kept by a process follow the player: a deposit, a draw and a claim made elsewhere show at once; the rest within the config snapshot', async () => {
    // A second process (its own app and config cache, kept a minute) beside the test server.
    const config = createConfigService(t.deps.db, t.deps.now, 60_000);
    const other = await buildApp({ deps: { ...t.deps, config } });
    try {
      const token = await t.loginDemo();
      const demo = await demoUser(t);
      const dots = async () => {
        const res = await other.inject({ method: 'POST', url: '/app/v1/refreshData', headers: { authorization: `Bearer ${token}` }, payload: { ...common } });
        return expectOk({ status: res.statusCode, body: JSON.parse(res.body), headers: res.headers }).redDots;
      };
      expect(await dots()).toEqual({ ...noRedDots, signupBonus: true, task: true });
      // Each change on the test server (another process) shows on the next refresh.
      await deposit(t, token, 10_000);
      expect(await dots()).toEqual({ ...noRedDots, drawChance: true, signIn: true, task: true, spin: true });
      await drawAs(t, demo.id, 12);
      expect(await dots()).toEqual({ ...noRedDots, signIn: true, task: true, spin: true });
      expectOk(await t.call('loginBonus3Receive', {}, { token }));
      expect(await dots()).toEqual({ ...noRedDots, task: true, spin: true });
      // What the player's row does not show (an activity switched off) waits for the next snapshot (2 s in a server).
      await activitiesRepo(t.deps.db).setStatus(ActivityId.Tasks, false);
      expect(await dots()).toEqual({ ...noRedDots, task: true, spin: true });
      expect(ok('refreshData', await t.call('refreshData', {}, { token })).redDots).toEqual({ ...noRedDots, spin: true });
      config.invalidate();
      expect(await dots()).toEqual({ ...noRedDots, spin: true });
    } finally {
      await other.close();
    }
  });

  it('reflects changes to the player row and ledger', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await t.deps.db.update(schema.users).set({ vip: 2, vipExp: 1234, userLevel: 3, bet: 56789 }).where(eq(schema.users.id, demo.id));
    const body = ok('refreshData', await t.call('refreshData', {}, { token }));
    expect(body).toMatchObject({ vip: 2, vipExp: 1234, userLevel: 3, bet: 56789, coin: 105000 });
  });

  it('does not change anything', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    ok('refreshData', await t.call('refreshData', {}, { token }));
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('getAfterLoginInfoWeb', () => {
  const t = useTestServer();

  it('returns every User info field of the spec and never a password or hash', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const body = ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', {}, { token }));
    for (const key of SPEC_USER_INFO) expect(body.userInfo, key).toHaveProperty(key);
    expect(body.userInfo).toMatchObject({
      id: demo.id,
      uuid: demo.uuid,
      account: 'demo',
      accountType: 2,
      nickname: 'Demo Player',
      mobile: '09170000001',
      avatar: '1',
      coin: 105000,
      lottery: 0,
      safebox: 0,
      totalRecharge: 0,
      exchange: 0,
      bet: 0,
      vip: 0,
      vipExp: 0,
      userLevel: 0,
      regPeriod: 0,
      pid: 0,
      hasPassword: true,
      hasSafeboxPassword: false,
      hasKyc: false,
      hasUserOther: false,
    });
    expect(body).toMatchObject({ inviteCode: demo.inviteCode, aid: 0, bankList: [], activityIds: seededActivityTypes() });
    expect(body.registerTime).toBe(demo.createdAt.getTime());
    for (const key of allKeys(body)) {
      expect(key.toLowerCase()).not.toContain('hash');
      expect(key.toLowerCase()).not.toBe('password');
    }
    expect(JSON.stringify(body)).not.toContain(demo.passwordHash!);
    expect(JSON.stringify(body)).not.toContain('birth');
  });

  it('counts regPeriod in whole days since registration', async () => {
    // Three days on, the player signs in again (a token idle that long has expired, issue 16).
    t.advance(3 * 24 * 3600 * 1000 + 60_000);
    const token = await t.loginDemo();
    expect(ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', {}, { token })).userInfo.regPeriod).toBe(3);
  });

  it('stores the device, once per device id, updating its details', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', { deviceId: 'dev-A', deviceModel: 'Pixel 8', phoneInfo: 'Android 15', messagingToken: 'fcm-1' }, { token }));
    ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', { deviceId: 'dev-A', deviceModel: 'Pixel 8', phoneInfo: 'Android 16', messagingToken: 'fcm-2' }, { token }));
    ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', { deviceId: 'dev-B' }, { token }));
    ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', {}, { token }));
    const rows = (await t.deps.db.select().from(schema.devices)).sort((a, b) => a.deviceId.localeCompare(b.deviceId));
    expect(rows).toMatchObject([
      { userId: demo.id, deviceId: 'dev-A', deviceModel: 'Pixel 8', phoneInfo: 'Android 16', messagingToken: 'fcm-2' },
      { userId: demo.id, deviceId: 'dev-B', deviceModel: '', phoneInfo: '', messagingToken: '' },
    ]);
  });

  it('refuses oversized device details and stores nothing', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    for (const [field, max] of [
      ['deviceId', 128],
      ['deviceModel', 128],
      ['phoneInfo', 256],
      ['messagingToken', 512],
    ] as const) {
      expectError(await t.call('getAfterLoginInfoWeb', { deviceId: 'dev-A', [field]: 'x'.repeat(max + 1) }, { token }), {
        status: 400,
        errcode: 400,
        field,
        msg: 'errors.fieldTooLong',
        params: { max },
      });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('a player registered by account shows an empty mobile and its own data', async () => {
    const { token, userId } = await registerAccount(t, 'plainacct');
    const body = ok('getAfterLoginInfoWeb', await t.call('getAfterLoginInfoWeb', {}, { token }));
    expect(body.userInfo).toMatchObject({ id: userId, account: 'plainacct', mobile: '', coin: 5000, accountType: 2 });
  });
});

describe('online', () => {
  const t = useTestServer();

  it('records presence with the game and the server time; later pings update the same row', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const first = ok('online', await t.call('online', { gameId: 7 }, { token, ip: '10.2.3.4' }));
    expect(Math.abs(first.serverTime - t.deps.now())).toBeLessThan(5000);
    let rows = await t.deps.db.select().from(schema.presence);
    expect(rows).toMatchObject([{ userId: demo.id, gameId: 7, ip: '10.2.3.4' }]);
    expect(rows[0]!.lastSeen.getTime()).toBe(first.serverTime);

    t.advance(60_000);
    const second = ok('online', await t.call('online', {}, { token }));
    expect(second.serverTime - first.serverTime).toBeGreaterThanOrEqual(60_000);
    rows = await t.deps.db.select().from(schema.presence);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: 0, ip: '127.0.0.1' });
    expect(rows[0]!.lastSeen.getTime()).toBe(second.serverTime);
  });

  it('refuses a bad gameId and records nothing', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    for (const gameId of [-1, 1.5, '7', null, 2 ** 31, [7]]) {
      expectError(await t.call('online', { gameId }, { token }), { status: 400, errcode: 400, field: 'gameId' });
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('updateProfile', () => {
  const t = useTestServer();

  it('a 12-character nickname is fine; 13 → 400 errors.profile.nicknameTooLong (max 12) and the nickname is unchanged', async () => {
    const token = await t.loginDemo();
    const body = ok('updateProfile', await t.call('updateProfile', { nickname: 'TwelveChars!' }, { token }));
    expect(body.userInfo.nickname).toBe('TwelveChars!');
    expect((await demoUser(t)).nickname).toBe('TwelveChars!');

    const before = await snapshot(t);
    expectError(await t.call('updateProfile', { nickname: 'ThirteenChars' }, { token }), {
      status: 400,
      errcode: 400,
      field: 'nickname',
      msg: 'errors.profile.nicknameTooLong',
      params: { max: 12 },
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await demoUser(t)).nickname).toBe('TwelveChars!');
  });

  it('counts emoji by code point', async () => {
    const token = await t.loginDemo();
    const twelve = '😀'.repeat(12);
    expect(twelve.length).toBe(24);
    expect(ok('updateProfile', await t.call('updateProfile', { nickname: twelve }, { token })).userInfo.nickname).toBe(twelve);
    expectError(await t.call('updateProfile', { nickname: '😀'.repeat(13) }, { token }), {
      status: 400,
      errcode: 400,
      field: 'nickname',
      msg: 'errors.profile.nicknameTooLong',
      params: { max: 12 },
    });
    expect((await demoUser(t)).nickname).toBe(twelve);
    const mixed = 'Juan 🇵🇭 dela';
    expect([...mixed].length).toBe(12);
    expect(ok('updateProfile', await t.call('updateProfile', { nickname: mixed }, { token })).userInfo.nickname).toBe(mixed);
  });

  it('trims the nickname; blank or empty is refused', async () => {
    const token = await t.loginDemo();
    expect(ok('updateProfile', await t.call('updateProfile', { nickname: '  Bob  ' }, { token })).userInfo.nickname).toBe('Bob');
    const before = await snapshot(t);
    expectError(await t.call('updateProfile', { nickname: '   ' }, { token }), { status: 400, errcode: 400, field: 'nickname', msg: 'errors.fieldLength' });
    expectError(await t.call('updateProfile', { nickname: '' }, { token }), { status: 400, errcode: 400, field: 'nickname' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('follows the configured nickname length', async () => {
    const { config } = await t.deps.config.get();
    await appConfigRepo(t.deps.db).upsert('lengths', { ...config.lengths, nickname: { min: 3, max: 8 } });
    t.deps.config.invalidate();
    const token = await t.loginDemo();
    expectError(await t.call('updateProfile', { nickname: 'NineChars' }, { token }), { status: 400, errcode: 400, msg: 'errors.profile.nicknameTooLong', params: { max: 8 } });
    expectError(await t.call('updateProfile', { nickname: 'Al' }, { token }), { status: 400, errcode: 400, msg: 'errors.fieldLength', params: { min: 3, max: 8 } });
    ok('updateProfile', await t.call('updateProfile', { nickname: 'EightChr' }, { token }));
  });

  it('sets a known avatar; a bad one → 8204 field avatar and nothing changes, the nickname included', async () => {
    const token = await t.loginDemo();
    expect(ok('updateProfile', await t.call('updateProfile', { avatar: '12' }, { token })).userInfo.avatar).toBe('12');
    const before = await snapshot(t);
    for (const avatar of ['13', '0', '', '../1', 'https://evil.example/x.png', ' 1']) {
      expectError(await t.call('updateProfile', { nickname: 'Changed', avatar }, { token }), { status: 400, errcode: 8204, field: 'avatar', msg: 'errors.profile.avatarUnknown' });
    }
    expectError(await t.call('updateProfile', { avatar: 'a'.repeat(65) }, { token }), { status: 400, errcode: 400, field: 'avatar', msg: 'errors.fieldTooLong' });
    expect(await snapshot(t)).toEqual(before);
    expect(await demoUser(t)).toMatchObject({ avatar: '12', nickname: 'Demo Player' });
  });

  it('an empty update changes nothing and returns the profile', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    expect(ok('updateProfile', await t.call('updateProfile', {}, { token })).userInfo).toMatchObject({ nickname: 'Demo Player', avatar: '1' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('changes only the signed-in player', async () => {
    const other = await registerAccount(t, 'otherone');
    ok('updateProfile', await t.call('updateProfile', { nickname: 'Renamed', avatar: '3' }, { token: other.token }));
    expect(await demoUser(t)).toMatchObject({ nickname: 'Demo Player', avatar: '1' });
  });
});
