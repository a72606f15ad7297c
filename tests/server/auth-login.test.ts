import { describe, expect, it } from 'vitest';
import { calls, type CallPath } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { common, useTestServer } from './harness.ts';
import { PASSWORD, demoUser, expectError, expectOk, registerAccount, snapshot, validBodies } from './helpers.ts';

describe('accountLogin', () => {
  const t = useTestServer();

  it('type 2 signs in with account + password (account name in any case)', async () => {
    const demo = await demoUser(t);
    for (const account of ['demo', 'DEMO', 'Demo']) {
      const body = expectOk(await t.call('accountLogin', { type: 2, account, password: t.demo.password }));
      expect(body).toMatchObject({ userId: demo.id, isNew: false, expiresIn: 30 * 24 * 3600 });
      expect(expectOk(await t.call('refreshData', {}, { token: body.token }))).toMatchObject({ coin: 105000 });
    }
  });

  it('type 3 signs in with mobile + password in any mobile form', async () => {
    const demo = await demoUser(t);
    for (const account of ['09170000001', '+639170000001', '639170000001']) {
      const body = expectOk(await t.call('accountLogin', { type: 3, account, password: t.demo.password }));
      expect(body.userId).toBe(demo.id);
    }
    // type 3 is for numbers: the account name does not work there, nor the number under type 2.
    expectError(await t.call('accountLogin', { type: 3, account: 'demo', password: t.demo.password }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.wrongCredentials',
    });
    expectError(await t.call('accountLogin', { type: 2, account: '09170000001', password: t.demo.password }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.wrongCredentials',
    });
  });

  it('refuses login types other than 2 and 3', async () => {
    for (const type of [0, 1, 4, -1]) {
      expectError(await t.call('accountLogin', { type, account: 'demo', password: t.demo.password }), { status: 400, errcode: 400, field: 'type' });
    }
  });

  it('each session gets its own opaque token; only a hash is stored', async () => {
    const a = expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }));
    const b = expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }));
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.deps.db.select().from(schema.sessions);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(a.token));
    expect(JSON.stringify(rows)).not.toContain(a.token);
  });
});

describe('sessions: logout, expiry, authorization header', () => {
  const t = useTestServer();
  const userCalls = (Object.keys(calls) as CallPath[]).filter((p) => calls[p].auth === 'user');

  it('logout revokes the token: refreshData → HTTP 401, errcode 401; other sessions live on', async () => {
    const token = await t.loginDemo();
    const other = await t.loginDemo();
    expectOk(await t.call('logout', {}, { token }));
    expectError(await t.call('refreshData', {}, { token }), { status: 401, errcode: 401, msg: 'errors.unauthorized' });
    expectError(await t.call('logout', {}, { token }), { status: 401, errcode: 401 });
    expectOk(await t.call('refreshData', {}, { token: other }));
  });

  it('a token expires after 30 days, however often it is used', async () => {
    const token = await t.loginDemo();
    // Used every second day (the idle limit is 3 days) up to day 29.
    for (let day = 2; day <= 28; day += 2) {
      t.advance(2 * 24 * 3600 * 1000);
      expectOk(await t.call('refreshData', {}, { token }));
    }
    t.advance(24 * 3600 * 1000);
    expectOk(await t.call('refreshData', {}, { token }));
    t.advance(2 * 24 * 3600 * 1000);
    expectError(await t.call('refreshData', {}, { token }), { status: 401, errcode: 401, msg: 'errors.unauthorized' });
    expectError(await t.call('getAfterLoginInfoWeb', {}, { token }), { status: 401, errcode: 401 });
  });

  it('a bare token (without "Bearer ") is accepted', async () => {
    const token = await t.loginDemo();
    const res = await t.app.inject({ method: 'POST', url: '/app/v1/refreshData', headers: { authorization: token }, payload: common });
    expect(res.json()).toMatchObject({ errcode: 0, coin: 105000 });
  });

  it.each(userCalls)('%s refuses an absent or malformed authorization with HTTP 401 and changes nothing', async (path) => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    const bodies: Record<string, Record<string, unknown>> = {
      initPassword: { password: 'NewPass123' },
      bindAccount: { mobile: '09181234567', code: '123456' },
      updateProfile: { nickname: 'Hacker' },
      online: { gameId: 1 },
    };
    const headers: (string | undefined)[] = [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic ZGVtbzpTd2VydGUyMDI2',
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${token}!`,
      `Bearer ${'a'.repeat(5000)}`,
      `Token ${token}`,
      hashToken(token),
    ];
    for (const authorization of headers) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/app/v1/${path}`,
        headers: authorization === undefined ? {} : { authorization },
        payload: { ...common, ...(bodies[path] ?? validBodies[path as keyof typeof validBodies]) },
      });
      expect(res.statusCode, `${path} with ${String(authorization).slice(0, 30)}`).toBe(401);
      expect(res.json()).toMatchObject({ errcode: 401, msg: 'errors.unauthorized' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('each token signs in its own player', async () => {
    const { token } = await registerAccount(t, 'someone', { password: PASSWORD });
    const info = expectOk(await t.call('getAfterLoginInfoWeb', {}, { token }));
    expect(info.userInfo.account).toBe('someone');
    const demoInfo = expectOk(await t.call('getAfterLoginInfoWeb', {}, { token: await t.loginDemo() }));
    expect(demoInfo.userInfo.account).toBe('demo');
  });
});
