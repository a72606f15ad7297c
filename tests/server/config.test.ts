import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appConfigKeys, calls, gameListKeys, PUBLIC_PREFIX, type CallPath } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import { common, useTestServer, type CallResult } from './harness.ts';
import { demoUser, expectError, expectOk, snapshot, validBodies } from './helpers.ts';

const ok = (path: CallPath, res: CallResult) => {
  const body = expectOk(res);
  expect(() => calls[path].response.parse(body)).not.toThrow();
  return body;
};

const setConfig = async (t: ReturnType<typeof useTestServer>, key: string, value: unknown) => {
  await appConfigRepo(t.deps.db).upsert(key, value);
  t.deps.config.invalidate();
};

describe('anonymous/appConfig', () => {
  const t = useTestServer();

  it('returns every config key (with the game lists) when asked for nothing in particular', async () => {
    const body = ok('anonymous/appConfig', await t.call('anonymous/appConfig'));
    expect(Object.keys(body.config).sort()).toEqual([...appConfigKeys].sort());
    expect(body.gameListChanged).toBe(true);
    expect(body.gameListVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(body.config).toMatchObject({
      lengths: { account: { min: 4, max: 16 }, password: { min: 8, max: 128 }, nickname: { max: 12 } },
      otpStatus: true,
      registerType: [1, 2],
      userRegisterCoin: 5000,
      maintenance: { status: false, until: null },
    });
  });

  it('configKeyList returns only those keys', async () => {
    const body = ok('anonymous/appConfig', await t.call('anonymous/appConfig', { configKeyList: ['lengths', 'otpStatus', 'maintenance'] }));
    expect(Object.keys(body.config).sort()).toEqual(['lengths', 'maintenance', 'otpStatus']);
    const one = ok('anonymous/appConfig', await t.call('anonymous/appConfig', { configKeyList: ['userRegisterCoin'] }));
    expect(one.config).toEqual({ userRegisterCoin: 5000 });
  });

  it('a current gameListVersion leaves gameList, gameTypes and gameBrands out and says gameListChanged false', async () => {
    const { gameListVersion } = ok('anonymous/appConfig', await t.call('anonymous/appConfig'));
    const same = ok('anonymous/appConfig', await t.call('anonymous/appConfig', { gameListVersion }));
    expect(same.gameListChanged).toBe(false);
    expect(same.gameListVersion).toBe(gameListVersion);
    for (const key of gameListKeys) expect(same.config).not.toHaveProperty(key);
    expect(Object.keys(same.config).sort()).toEqual(appConfigKeys.filter((k) => !gameListKeys.includes(k)).sort());
    // Even when asked for by name.
    const named = ok('anonymous/appConfig', await t.call('anonymous/appConfig', { gameListVersion, configKeyList: ['gameList', 'otpStatus'] }));
    expect(named.config).toEqual({ otpStatus: true });

    // A stale version gets them.
    const stale = ok('anonymous/appConfig', await t.call('anonymous/appConfig', { gameListVersion: 'old', configKeyList: ['gameList'] }));
    expect(stale.gameListChanged).toBe(true);
    expect(stale.config.gameList.length).toBeGreaterThan(0);
  });

  it('the version changes when the game list changes', async () => {
    const { gameListVersion } = ok('anonymous/appConfig', await t.call('anonymous/appConfig'));
    const game = { id: 1, name: 'Swerte Slots', typeId: 1, brandId: 1, status: 1, sort: 1, image: '/games/1.png', hot: false, isNew: false };
    await setConfig(t, 'gameList', [game]);
    const after = ok('anonymous/appConfig', await t.call('anonymous/appConfig', { gameListVersion }));
    expect(after.gameListChanged).toBe(true);
    expect(after.gameListVersion).not.toBe(gameListVersion);
    expect(after.config.gameList).toEqual([game]);
  });

  it('a dead token → 401 (the client logs out); no token or a live one is fine', async () => {
    const token = await t.loginDemo();
    ok('anonymous/appConfig', await t.call('anonymous/appConfig', {}, { token }));
    ok('anonymous/appConfig', await t.call('anonymous/appConfig'));

    expectOk(await t.call('logout', {}, { token }));
    expectError(await t.call('anonymous/appConfig', {}, { token }), { status: 401, errcode: 401, msg: 'errors.unauthorized' });

    const expiring = await t.loginDemo();
    t.advance(31 * 24 * 3600 * 1000);
    expectError(await t.call('anonymous/appConfig', {}, { token: expiring }), { status: 401, errcode: 401 });
    expectError(await t.call('anonymous/appConfig', {}, { token: 'not-a-real-token-at-all-xxxxxxxx' }), { status: 401, errcode: 401 });
    ok('anonymous/appConfig', await t.call('anonymous/appConfig'));
  });

  it('refuses unknown keys and over-long lists with 400', async () => {
    expectError(await t.call('anonymous/appConfig', { configKeyList: ['lengths', 'secretKey'] }), { status: 400, errcode: 400, field: 'configKeyList.1' });
    expectError(await t.call('anonymous/appConfig', { configKeyList: Array(65).fill('lengths') }), {
      status: 400,
      errcode: 400,
      field: 'configKeyList',
      msg: 'errors.tooManyItems',
      params: { max: 64 },
    });
    expectError(await t.call('anonymous/appConfig', { gameListVersion: 'v'.repeat(65) }), { status: 400, errcode: 400, field: 'gameListVersion' });
  });
});

describe('maintenance', () => {
  const t = useTestServer();
  const nonAnonymous = (Object.keys(calls) as CallPath[]).filter((p) => !p.startsWith(PUBLIC_PREFIX));
  const anonymous = (Object.keys(calls) as CallPath[]).filter((p) => p.startsWith(PUBLIC_PREFIX));

  it('non-anonymous calls answer errcode 503 and change nothing; anonymous ones still work', async () => {
    const token = await t.loginDemo();
    await setConfig(t, 'maintenance', { status: true, until: '2026-06-01T00:00:00+08:00' });
    const before = await snapshot(t);
    for (const path of nonAnonymous) {
      const res = await t.call(path, validBodies[path] as Record<string, unknown>, { token });
      expectError(res, { status: 503, errcode: 503, msg: 'errors.maintenance' });
    }
    expect(await snapshot(t)).toEqual(before);

    for (const path of anonymous) {
      ok(path, await t.call(path, validBodies[path] as Record<string, unknown>));
    }
    const config = ok('anonymous/appConfig', await t.call('anonymous/appConfig', { configKeyList: ['maintenance'] }));
    expect(config.config.maintenance).toEqual({ status: true, until: '2026-06-01T00:00:00+08:00' });

    await setConfig(t, 'maintenance', { status: false, until: null });
    expectOk(await t.call('refreshData', {}, { token }));
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }));
  });

  it("a player's bad input is still a 400 during maintenance, and a missing token a 401 whatever the body", async () => {
    const token = await t.loginDemo();
    await setConfig(t, 'maintenance', { status: true, until: null });
    expectError(await t.call('refreshData', { extra: 1 }, { token }), { status: 400, errcode: 400, field: 'extra' });
    expectError(await t.call('refreshData'), { status: 401, errcode: 401 });
    expectError(await t.call('refreshData', { extra: 1 }), { status: 401, errcode: 401 });
  });
});

describe('anonymous/preLogin2', () => {
  const t = useTestServer();

  it('tells the login screen what it needs', async () => {
    const body = ok('anonymous/preLogin2', await t.call('anonymous/preLogin2', { deviceId: 'dev-1' }));
    const { config } = await t.deps.config.get();
    expect(body).toEqual({
      errcode: 0,
      msg: 'ok',
      loginTypes: [1, 2, 3],
      registerType: [1, 2],
      // No provider settings in these tests' servers: none shown (tests/server/social.test.ts has them).
      socialTypes: [],
      otpStatus: true,
      lengths: config.lengths,
      smsCodeLength: 6,
      smsResendSeconds: 60,
      minAge: 21,
      userRegisterCoin: 5000,
    });
  });

  it('follows the config', async () => {
    await setConfig(t, 'registerType', [1]);
    await setConfig(t, 'otpStatus', false);
    const body = ok('anonymous/preLogin2', await t.call('anonymous/preLogin2'));
    expect(body).toMatchObject({ registerType: [1], otpStatus: false, loginTypes: [2, 3] });
  });
});

describe('themes', () => {
  const t = useTestServer();
  const themeId = async (name: string) => (await t.deps.db.select().from(schema.themes).where(eq(schema.themes.name, name)))[0]!.id;

  it('anonymous/appTheme returns the active dark theme with CSS variables', async () => {
    const body = ok('anonymous/appTheme', await t.call('anonymous/appTheme'));
    expect(body.themeName).toBe('dark');
    expect(body.themeDomian).toBe('');
    const vars = Object.entries(body.themeJsonData as Record<string, string>);
    expect(vars.length).toBeGreaterThan(5);
    for (const [key, value] of vars) {
      expect(key).toMatch(/^--[a-z0-9-]+$/);
      expect(value).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(body.themeJsonData).toHaveProperty('--color-bg');
  });

  it('anonymous/appThemePreview returns the light theme by id without changing the active theme', async () => {
    const light = await themeId('light');
    const preview = ok('anonymous/appThemePreview', await t.call('anonymous/appThemePreview', { themeViewId: light }));
    expect(preview.themeName).toBe('light');
    expect(preview.themeJsonData['--color-bg']).not.toBe((await t.call('anonymous/appTheme')).body.themeJsonData['--color-bg']);
    expect((await t.call('anonymous/appTheme')).body.themeName).toBe('dark');
    const dark = ok('anonymous/appThemePreview', await t.call('anonymous/appThemePreview', { themeViewId: await themeId('dark') }));
    expect(dark.themeName).toBe('dark');
  });

  it('an unknown or invalid themeViewId → 400 field themeViewId', async () => {
    const before = await snapshot(t);
    expectError(await t.call('anonymous/appThemePreview', { themeViewId: 9999 }), {
      status: 400,
      errcode: 400,
      field: 'themeViewId',
      msg: 'errors.theme.notFound',
    });
    for (const themeViewId of [0, -1, 1.5, '1', null]) {
      expectError(await t.call('anonymous/appThemePreview', { themeViewId }), { status: 400, errcode: 400, field: 'themeViewId' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('appTheme follows the active theme in the database', async () => {
    await t.deps.db.update(schema.themes).set({ isActive: false }).where(eq(schema.themes.name, 'dark'));
    await t.deps.db.update(schema.themes).set({ isActive: true }).where(eq(schema.themes.name, 'light'));
    expect(ok('anonymous/appTheme', await t.call('anonymous/appTheme')).themeName).toBe('light');
  });
});

describe('anonymous/appEventLogClient', () => {
  const t = useTestServer();
  const events = () => t.deps.db.select().from(schema.clientEvents).orderBy(schema.clientEvents.id);

  it('stores the events with the address and device; anonymously without a token', async () => {
    const list = [
      { name: 'app_open', time: 1_760_000_000_000, page: '/', params: { source: 'pwa', n: 2, first: true } },
      { name: 'tap_deposit', time: 1_760_000_000_500 },
    ];
    const body = ok('anonymous/appEventLogClient', await t.call('anonymous/appEventLogClient', { eventList: list, deviceId: 'dev-9' }, { ip: '10.9.9.9' }));
    expect(body.accepted).toBe(2);
    expect(await events()).toMatchObject([
      { name: 'app_open', clientTime: 1_760_000_000_000, page: '/', params: { source: 'pwa', n: 2, first: true }, deviceId: 'dev-9', ip: '10.9.9.9', userId: null },
      { name: 'tap_deposit', clientTime: 1_760_000_000_500, page: '', params: null, deviceId: 'dev-9', userId: null },
    ]);
  });

  it('links the events to the player when a token is sent; a dead token logs anonymously', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    ok('anonymous/appEventLogClient', await t.call('anonymous/appEventLogClient', { eventList: [{ name: 'signed_in', time: 1 }] }, { token }));
    expectOk(await t.call('logout', {}, { token }));
    ok('anonymous/appEventLogClient', await t.call('anonymous/appEventLogClient', { eventList: [{ name: 'after_logout', time: 2 }] }, { token }));
    expect(await events()).toMatchObject([
      { name: 'signed_in', userId: demo.id },
      { name: 'after_logout', userId: null },
    ]);
  });

  it('takes batches of up to 20; 21 or 0 → 400 and nothing is stored', async () => {
    const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ name: 'e', time: i }));
    ok('anonymous/appEventLogClient', await t.call('anonymous/appEventLogClient', { eventList: batch(20) }));
    expect(await events()).toHaveLength(20);
    const before = await snapshot(t);
    expectError(await t.call('anonymous/appEventLogClient', { eventList: batch(21) }), {
      status: 400,
      errcode: 400,
      field: 'eventList',
      params: { max: 20 },
    });
    expectError(await t.call('anonymous/appEventLogClient', { eventList: [] }), { status: 400, errcode: 400, field: 'eventList' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses malformed events, naming the field, and stores none of the batch', async () => {
    const good = { name: 'ok', time: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', time: 1 }, 'eventList.1.name'],
      [{ name: 'n'.repeat(65), time: 1 }, 'eventList.1.name'],
      [{ name: 'x', time: -1 }, 'eventList.1.time'],
      [{ name: 'x', time: 1.5 }, 'eventList.1.time'],
      [{ name: 'x' }, 'eventList.1.time'],
      [{ name: 'x', time: 1, page: 'p'.repeat(257) }, 'eventList.1.page'],
      [{ name: 'x', time: 1, params: { deep: { a: 1 } } }, 'eventList.1.params.deep'],
      [{ name: 'x', time: 1, params: { list: [1] } }, 'eventList.1.params.list'],
      [{ name: 'x', time: 1, params: { s: 's'.repeat(513) } }, 'eventList.1.params.s'],
      [{ name: 'x', time: 1, params: { ['k'.repeat(65)]: 1 } }, 'eventList.1.params'],
    ];
    const before = await snapshot(t);
    for (const [bad, field] of cases) {
      const res = await t.call('anonymous/appEventLogClient', { eventList: [good, bad] });
      expectError(res, { status: 400, errcode: 400 });
      expect(String(res.body.field).startsWith(field), `${res.body.field} for ${field}`).toBe(true);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('a beacon (text/plain) with a token links the player too', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appEventLogClient',
      headers: { 'content-type': 'text/plain;charset=UTF-8', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ ...common, eventList: [{ name: 'page_hide', time: 3 }] }),
    });
    expect(res.json()).toMatchObject({ errcode: 0, accepted: 1 });
    expect(await events()).toMatchObject([{ name: 'page_hide', userId: demo.id }]);
  });
});
