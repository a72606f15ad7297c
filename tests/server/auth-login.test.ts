import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, type CallPath } from '../../contract/index.ts';
import * as schema from '../../server/db/schema.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { common, useTestServer } from './harness.ts';
import { PASSWORD, demoUser, expectError, expectOk, registerAccount, snapshot, validBodies } from './helpers.ts';

const MIN = 60_000;

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

describe('wrong passwords and locks', () => {
  const t = useTestServer();

  it('a wrong password → 403 with attemptsLeft counting down; the 5th locks for 15 minutes; it unlocks after', async () => {
    const wrong = { type: 2, account: 'demo', password: 'wrong-pass' };
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expectError(await t.call('accountLogin', wrong), {
        status: 403,
        errcode: 403,
        msg: 'errors.auth.wrongCredentials',
        params: { attemptsLeft },
      });
    }
    expectError(await t.call('accountLogin', wrong), { status: 429, errcode: 429, msg: 'errors.auth.locked', params: { minutes: 15 } });
    const right = { type: 2, account: 'demo', password: t.demo.password };
    const sessionsBefore = (await snapshot(t)).counts.sessions;
    expectError(await t.call('accountLogin', right), { status: 429, errcode: 429, msg: 'errors.auth.locked', params: { minutes: 15 } });
    t.advance(10 * MIN);
    expectError(await t.call('accountLogin', right), { status: 429, errcode: 429, msg: 'errors.auth.locked', params: { minutes: 5 } });
    t.advance(4 * MIN + 30_000);
    expectError(await t.call('accountLogin', right), { status: 429, errcode: 429, msg: 'errors.auth.locked', params: { minutes: 1 } });
    expect((await snapshot(t)).counts.sessions).toBe(sessionsBefore);

    t.advance(31_000);
    expectOk(await t.call('accountLogin', right));
    // A success clears the count.
    expectError(await t.call('accountLogin', wrong), { status: 403, errcode: 403, params: { attemptsLeft: 4 } });
  });

  it('the lock lasts 15 minutes from the failure that set it, even when the earlier failures were spread out', async () => {
    const wrong = { type: 2, account: 'demo', password: 'wrong-pass' };
    for (let i = 0; i < 4; i++) await t.call('accountLogin', wrong);
    t.advance(14 * MIN);
    expectError(await t.call('accountLogin', wrong), { status: 429, errcode: 429, msg: 'errors.auth.locked', params: { minutes: 15 } });
    // Two minutes on, the first four failures have left the 15-minute window, but the lock stands.
    t.advance(2 * MIN);
    const right = { type: 2, account: 'demo', password: t.demo.password };
    expectError(await t.call('accountLogin', right), { status: 429, errcode: 429, msg: 'errors.auth.locked', params: { minutes: 13 } });
    t.advance(13 * MIN + 1000);
    expectOk(await t.call('accountLogin', right));
  });

  it('the lock covers the account whatever case the name is typed in', async () => {
    for (const account of ['demo', 'DEMO', 'Demo', 'dEmo']) await t.call('accountLogin', { type: 2, account, password: 'nope-nope' });
    expectError(await t.call('accountLogin', { type: 2, account: 'demo', password: 'nope-nope' }), { status: 429, errcode: 429, msg: 'errors.auth.locked' });
    expectError(await t.call('accountLogin', { type: 2, account: 'DeMo', password: t.demo.password }), { status: 429, errcode: 429, msg: 'errors.auth.locked' });
  });

  it('type 3 with the number in different forms shares one count', async () => {
    for (const account of ['09170000001', '+639170000001', '639170000001', '09170000001']) {
      await t.call('accountLogin', { type: 3, account, password: 'nope-nope' });
    }
    expectError(await t.call('accountLogin', { type: 3, account: '+639170000001', password: 'nope-nope' }), { status: 429, errcode: 429, msg: 'errors.auth.locked' });
  });

  it('a nonexistent account gets exactly the same answer as a wrong password', async () => {
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    const ghost = await t.call('accountLogin', { type: 2, account: 'ghost', password: 'whatever1' });
    const wrong = await t.call('accountLogin', { type: 2, account: 'demo', password: 'whatever1' });
    expect(ghost.status).toBe(wrong.status);
    expect(strip(ghost.body)).toEqual(strip(wrong.body));
    expect(ghost.body).toMatchObject({ errcode: 403, msg: 'errors.auth.wrongCredentials', params: { attemptsLeft: 4 } });
    const ghostPhone = await t.call('accountLogin', { type: 3, account: '09189999999', password: 'whatever1' });
    expect(strip(ghostPhone.body)).toEqual(strip(wrong.body));
    // And a nonexistent account locks like a real one.
    for (let i = 0; i < 4; i++) await t.call('accountLogin', { type: 2, account: 'ghost', password: 'whatever1' });
    expectError(await t.call('accountLogin', { type: 2, account: 'ghost', password: 'whatever1' }), { status: 429, errcode: 429, msg: 'errors.auth.locked' });
  });

  it('20 failures from one address across accounts lock the address; another address still works', async () => {
    const ipA = '10.0.0.1';
    const ipB = '10.0.0.2';
    for (let n = 0; n < 5; n++) {
      for (let i = 0; i < 4; i++) {
        const res = await t.call('accountLogin', { type: 2, account: `victim${n}`, password: 'wrong-pass' }, { ip: ipA });
        expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials', params: { attemptsLeft: 4 - i } });
      }
    }
    // The right password of an untouched account from the locked address is refused.
    expectError(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: ipA }), {
      status: 429,
      errcode: 429,
      msg: 'errors.auth.addressLocked',
      params: { minutes: 15 },
    });
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: ipB }));
    t.advance(15 * MIN + 1000);
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: ipA }));
  });

  it('parallel guesses cannot check more passwords than the lock allows', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.call('accountLogin', { type: 2, account: 'demo', password: `guess-${i}` })),
    );
    for (const r of results) expect([403, 429]).toContain(r.body.errcode);
    // Only attempts that were allowed to check a password stay recorded: never more than the limit.
    const recorded = await t.deps.db.select().from(schema.loginFailures).where(eq(schema.loginFailures.accountKey, '2:demo'));
    expect(recorded.length).toBeGreaterThanOrEqual(1);
    expect(recorded.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.body.msg === 'errors.auth.wrongCredentials').length).toBeLessThanOrEqual(4);
    // Attempts refused as over the limit may have left the count under it: the lock follows the count.
    const right = await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password });
    expect(right.body.errcode).toBe(recorded.length >= 5 ? 429 : 0);
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

  it('a token expires after 30 days', async () => {
    const token = await t.loginDemo();
    t.advance(29 * 24 * 3600 * 1000);
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
