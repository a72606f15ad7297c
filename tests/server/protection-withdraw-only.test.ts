import { describe, expect, it } from 'vitest';
import { AuthMode, calls, type CallPath } from '../../contract/index.ts';
import { WITHDRAW_ONLY_CALLS } from '../../server/api/withdraw-only.ts';
import { exclude } from '../../server/protection/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { ageCards, expectError, expectOk, mobileNo, PASSWORD, registerPhone, sendCode, snapshot, stepUp, validBodies } from './helpers.ts';
import { fund, reqId } from './games-helpers.ts';
import { decided, newPlayer, type Player } from './console-play.ts';
import { readyOperator } from './console-helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 3600_000;
const signIn = (t: TestServer, account: string, extra: Record<string, unknown> = {}) => t.call('accountLogin', { type: 2, account, password: PASSWORD, ...extra });
const withdrawOnly = async (t: TestServer, account: string) => expectOk(await signIn(t, account, { withdrawOnly: true }));

/** A player with ₱1,000 of their own (beside the locked welcome coins) who has just taken a time-out. */
async function pausedPlayer(t: TestServer, name: string, days: 1 | 7 | 30 = 7): Promise<Player & { until: number }> {
  const p = await newPlayer(t, name);
  await fund(t, p.userId, 100_000);
  const { until } = expectOk(await t.call('takeTimeOut', { days, confirm: true }, { token: p.token }));
  return { ...p, until };
}

const userCalls = (Object.keys(calls) as CallPath[]).filter((path) => calls[path].auth === 'user');

describe(`player protection: withdraw-only access during a time-out or exclusion (${databaseKind})`, () => {
  const t = useTestServer();

  it('refused with the end date, then "withdraw my balance": the withdrawal goes through, an operator pays it, the record shows it', async () => {
    const p = await pausedPlayer(t, 'paused');
    const refused = await signIn(t, p.account);
    expectError(refused, { status: 403, errcode: 6003, msg: 'errors.protection.signInTimeOut', params: { untilMs: p.until } });
    const session = await withdrawOnly(t, p.account);
    expect(session.withdrawOnlyUntil).toBe(p.until);
    expect(session.expiresIn).toBe(24 * 3600);
    const token = session.token as string;
    // What the restricted shell loads.
    expectOk(await t.call('getAfterLoginInfoWeb', {}, { token }));
    expect(expectOk(await t.call('refreshData', {}, { token })).coin).toBeGreaterThanOrEqual(100_000);
    const status = expectOk(await t.call('selfLimitInfo', {}, { token }));
    expect(status.exclusion).toMatchObject({ kind: 'timeout', until: p.until });
    expect(status.selfExclusionEnd).toBeNull();
    // A card (step-up first), the hold aged away, the withdrawal.
    await stepUp(t, token);
    const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09175550001' }, { token })).card as { id: number };
    await ageCards(t, p.userId);
    expect(expectOk(await t.call('getExchange', {}, { token })).withdrawable).toBeGreaterThanOrEqual(100_000);
    const asked = expectOk(await t.call('exchange', { cardId: card.id, amount: 50_000, requestId: reqId('wd'), forfeitBonus: true }, { token })).withdrawal as { id: number; amount: number };
    expect(asked.amount).toBe(50_000);
    const finance = await readyOperator(t, 'fin.paused', 'finance');
    expect((await decided(t, finance.token, asked.id)).status).toBe('paid');
    const record = expectOk(await t.call('appUserCoinDetail', { group: 'withdraw', pageSize: 10 }, { token }));
    expect(JSON.stringify(record)).toContain('-50000');
    // Still paused: a normal sign-in is refused as before, and the session leaves like any other.
    expectError(await signIn(t, p.account), { status: 403, errcode: 6003 });
    expectOk(await t.call('logout', {}, { token }));
    expectError(await t.call('refreshData', {}, { token }), { status: 401, errcode: 401 });
  });

  it('every player call outside the list answers 6002 with the end date and changes nothing; the listed ones are let through', async () => {
    const p = await pausedPlayer(t, 'walled');
    const token = (await withdrawOnly(t, p.account)).token as string;
    const before = await snapshot(t);
    for (const path of userCalls.filter((call) => !WITHDRAW_ONLY_CALLS.has(call))) {
      const res = await t.call(path, validBodies[path] as Record<string, unknown>, { token });
      expectError(res, { status: 200, errcode: 6002, msg: 'errors.protection.withdrawOnly', params: { untilMs: p.until } });
      expect(res.body.params.until, path).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    }
    expect(await snapshot(t)).toEqual(before);
    // The list itself: each call reaches its handler (its own answer, whatever it is, never the wall's).
    for (const path of [...WITHDRAW_ONLY_CALLS].filter((call) => call !== 'logout')) {
      const res = await t.call(path, validBodies[path] as Record<string, unknown>, { token });
      expect(res.body.msg, path).not.toBe('errors.protection.withdrawOnly');
    }
    // Every listed call is a player call of the contract (a renamed call would leave a hole).
    for (const path of WITHDRAW_ONLY_CALLS) expect(calls[path].auth, path).toBe('user');
  });

  it('by SMS: the 6003 leaves the code unspent, and the same code then opens a withdraw-only session', async () => {
    const mobile = mobileNo(9_301);
    const phone = await registerPhone(t, mobile);
    const { until } = expectOk(await t.call('selfExclude', { months: 12, confirm: true }, { token: phone.token }));
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    expectError(await t.call('accountLoginSms', { mobile, code }), { status: 403, errcode: 6003, msg: 'errors.protection.signInSelfExcluded' });
    const session = expectOk(await t.call('accountLoginSms2', { mobile, code, withdrawOnly: true }));
    expect(session.withdrawOnlyUntil).toBe(until);
    // Spent now: a second use is refused.
    expectError(await t.call('accountLoginSms', { mobile, code, withdrawOnly: true }), { status: 400, errcode: 400, field: 'code' });
    // By mobile and password too.
    expect(expectOk(await t.call('accountLogin', { type: 3, account: mobile, password: PASSWORD, withdrawOnly: true })).withdrawOnlyUntil).toBe(until);
  });

  it('tells nobody without the password anything; a player with nothing in force gets a normal session', async () => {
    const p = await pausedPlayer(t, 'guarded');
    expectError(await t.call('accountLogin', { type: 2, account: p.account, password: 'Wrong-Guess-26', withdrawOnly: true }), { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
    const free = await newPlayer(t, 'notpaused');
    const session = await withdrawOnly(t, free.account);
    expect(session.withdrawOnlyUntil).toBeUndefined();
    expect(session.expiresIn).toBe(30 * 24 * 3600);
    expectOk(await t.call('getVipInfo', {}, { token: session.token as string }));
  });

  it('ends after 30 minutes idle, after 24 hours, and with the time-out', async () => {
    const p = await pausedPlayer(t, 'idle', 7);
    const idle = (await withdrawOnly(t, p.account)).token as string;
    t.advance(29 * MINUTE);
    expectOk(await t.call('refreshData', {}, { token: idle }));
    t.advance(29 * MINUTE);
    expectOk(await t.call('refreshData', {}, { token: idle }));
    t.advance(30 * MINUTE);
    expectError(await t.call('refreshData', {}, { token: idle }), { status: 401, errcode: 401 });

    // Used every 25 minutes, it still ends 24 hours after the sign-in.
    const busy = (await withdrawOnly(t, p.account)).token as string;
    for (let used = 25 * MINUTE; used < DAY; used += 25 * MINUTE) {
      t.advance(25 * MINUTE);
      expectOk(await t.call('refreshData', {}, { token: busy }));
    }
    t.advance(DAY - Math.floor(DAY / (25 * MINUTE)) * 25 * MINUTE);
    expectError(await t.call('refreshData', {}, { token: busy }), { status: 401, errcode: 401 });

    // A session made 20 minutes before the time-out's end ends with it; then a normal sign-in works.
    t.advance(p.until - 20 * MINUTE - t.deps.now());
    const last = await withdrawOnly(t, p.account);
    expect(last.expiresIn).toBeGreaterThan(19 * 60);
    expect(last.expiresIn).toBeLessThanOrEqual(20 * 60);
    t.advance(20 * MINUTE);
    expectError(await t.call('refreshData', {}, { token: last.token as string }), { status: 401, errcode: 401 });
    expect(expectOk(await signIn(t, p.account)).withdrawOnlyUntil).toBeUndefined();
  });

  it('a new exclusion (an operator’s) signs the withdraw-only session out too', async () => {
    const p = await pausedPlayer(t, 'operated2');
    const token = (await withdrawOnly(t, p.account)).token as string;
    const endsAt = t.deps.now() + 90 * DAY;
    await t.deps.db.transaction((tx) => exclude(tx, { userId: p.userId, kind: 'operator', endsAt, operator: 'compliance1', reason: 'test', now: t.deps.now() }));
    expectError(await t.call('refreshData', {}, { token }), { status: 401, errcode: 401 });
    expect((await withdrawOnly(t, p.account)).withdrawOnlyUntil).toBe(endsAt);
  });
});
