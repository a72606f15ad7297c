import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SmsPurpose } from '../../contract/index.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { ageCards, expectError, expectOk, norm, PASSWORD, registerAccount, registerPhone, snapshot, stepUp } from './helpers.ts';
import { fund, reqId, start as startGame } from './games-helpers.ts';
import { expectCleanAudit } from './reversal-helpers.ts';

/**
 * The safebox (docs/safebox.md): its password set, changed and reset by SMS; wrong passwords counted
 * and locked; moves between the coin and the safebox as one ledger transfer each, under concurrency.
 */
const PIN = '246810';
let mobiles = 0;
const nextMobile = () => `0918${String(7_100_000 + ++mobiles).padStart(7, '0')}`;

/** A player with a password and a mobile, ₱1,000 of plain cash (beside the welcome bonus) and a safebox password. */
async function safeboxPlayer(t: TestServer, cash = 100_000) {
  const mobile = nextMobile();
  const player = await registerPhone(t, mobile);
  if (cash > 0) await fund(t, player.userId, cash);
  expectOk(await t.call('safeboxSetPassword', { newPassword: PIN, password: PASSWORD }, { token: player.token }));
  return { ...player, mobile };
}
const balances = (t: TestServer, userId: number) => playerBalances(t.deps.db, userId);
const moveIn = (t: TestServer, token: string, amount: number, requestId = reqId('in')) => t.call('safeboxIn', { amount, requestId }, { token });
const moveOut = (t: TestServer, token: string, amount: number, password = PIN, requestId = reqId('out')) => t.call('safeboxOut', { amount, password, requestId }, { token });

describe(`safebox password (${databaseKind})`, () => {
  const t = useTestServer();

  it('is set once with the sign-in password, shows in user info, and a second set is 2014', async () => {
    const player = await registerPhone(t, nextMobile());
    const before = expectOk(await t.call('safeboxInfo', {}, { token: player.token }));
    expect(before).toMatchObject({ hasSafeboxPassword: false, safebox: 0, passwordMin: 6, passwordMax: 6, attemptsLeft: 5, lockedUntil: null });
    expectError(await t.call('safeboxSetPassword', { newPassword: '12ab56', password: PASSWORD }, { token: player.token }), { status: 400, errcode: 400, field: 'newPassword', msg: 'errors.wallet.safeboxPasswordFormat', params: { min: 6, max: 6 } });
    expectError(await t.call('safeboxSetPassword', { newPassword: '1234567', password: PASSWORD }, { token: player.token }), { status: 400, errcode: 400, field: 'newPassword' });
    expectError(await t.call('safeboxSetPassword', { newPassword: PIN, password: 'Wrong-Password-1' }, { token: player.token }), { status: 403, errcode: 403, field: 'password', msg: 'errors.security.stepUpWrong' });
    // Neither the sign-in password nor a step-up grant: the grant is asked for.
    expectError(await t.call('safeboxSetPassword', { newPassword: PIN }, { token: player.token }), { status: 403, errcode: 403, msg: 'errors.security.stepUpRequired' });
    const set = expectOk(await t.call('safeboxSetPassword', { newPassword: PIN, password: PASSWORD }, { token: player.token }));
    expect(set.hasSafeboxPassword).toBe(true);
    const info = expectOk(await t.call('getAfterLoginInfoWeb', {}, { token: player.token })).userInfo;
    expect(info.hasSafeboxPassword).toBe(true);
    expectError(await t.call('safeboxSetPassword', { newPassword: '135790', password: PASSWORD }, { token: player.token }), { status: 200, errcode: 2014, field: 'newPassword' });
  });

  it('is set with a step-up grant instead of the password', async () => {
    const player = await registerPhone(t, nextMobile());
    await stepUp(t, player.token);
    expect(expectOk(await t.call('safeboxSetPassword', { newPassword: PIN }, { token: player.token })).hasSafeboxPassword).toBe(true);
  });

  it('changes only with the sign-in password; the old one then fails', async () => {
    const player = await safeboxPlayer(t);
    await stepUp(t, player.token);
    // A live grant is not enough for a change: the sign-in password is asked.
    expectError(await t.call('safeboxSetPassword', { newPassword: '135790', change: true }, { token: player.token }), { status: 400, errcode: 400, field: 'password' });
    expectOk(await t.call('safeboxSetPassword', { newPassword: '135790', password: PASSWORD, change: true }, { token: player.token }));
    expectOk(await moveIn(t, player.token, 10_000));
    expectError(await moveOut(t, player.token, 10_000, PIN), { status: 200, errcode: 2003, field: 'password', params: { attemptsLeft: 4 } });
    expectOk(await moveOut(t, player.token, 10_000, '135790'));
    // The first password and the change are in the player's account activity, newest first.
    const { list } = expectOk(await t.call('securityActivity', { pageSize: 50 }, { token: player.token }));
    expect((list as { kind: string; detail: Record<string, unknown> }[]).filter((e) => e.kind.startsWith('safebox_')).map((e) => [e.kind, e.detail.first])).toEqual([
      ['safebox_password_set', false],
      ['safebox_password_set', true],
    ]);
  });

  it('counts wrong passwords per player, locks after five for 15 minutes, and says how many are left', async () => {
    const player = await safeboxPlayer(t);
    expectOk(await moveIn(t, player.token, 50_000));
    for (const left of [4, 3, 2, 1]) {
      expectError(await moveOut(t, player.token, 10_000, '000000'), { status: 200, errcode: 2003, msg: 'errors.wallet.safeboxWrongAttemptsLeft', params: { attemptsLeft: left, lockMinutes: 15 } });
    }
    expectError(await moveOut(t, player.token, 10_000, '000000'), { status: 200, errcode: 2012, params: { minutes: 15 } });
    // Locked: the right password is refused too, and nothing moved.
    const before = await snapshot(t);
    expectError(await moveOut(t, player.token, 10_000, PIN), { status: 200, errcode: 2012 });
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await t.call('safeboxInfo', {}, { token: player.token }))).toMatchObject({ attemptsLeft: 0, lockedUntil: expect.any(Number) });
    // The count lives in the database (every process, and after a restart, sees it).
    const [row] = await t.deps.db.select().from(schema.safeboxAttempts).where(eq(schema.safeboxAttempts.userId, player.userId));
    expect(row).toMatchObject({ failures: 5, pending: 0 });
    // Another player is not locked by this one.
    const other = await safeboxPlayer(t);
    expectOk(await moveIn(t, other.token, 10_000));
    expectOk(await moveOut(t, other.token, 10_000));
    t.advance(15 * 60_000 + 1000);
    expect(expectOk(await moveOut(t, player.token, 10_000, PIN)).safebox).toBe(40_000);
    expect(expectOk(await t.call('safeboxInfo', {}, { token: player.token })).attemptsLeft).toBe(5);
  });

  it('a right password clears the count', async () => {
    const player = await safeboxPlayer(t);
    expectOk(await moveIn(t, player.token, 20_000));
    expectError(await moveOut(t, player.token, 10_000, '000000'), { status: 200, errcode: 2003, params: { attemptsLeft: 4 } });
    expectOk(await moveOut(t, player.token, 10_000));
    expectError(await moveOut(t, player.token, 10_000, '000000'), { status: 200, errcode: 2003, params: { attemptsLeft: 4 } });
  });

  it('resets by an SMS code to the own number, clearing the lock; the code works once', async () => {
    const player = await safeboxPlayer(t);
    expectOk(await moveIn(t, player.token, 10_000));
    for (let i = 0; i < 5; i++) await moveOut(t, player.token, 10_000, '000000');
    expectError(await moveOut(t, player.token, 10_000), { status: 200, errcode: 2012 });
    const sent = expectOk(await t.call('safeboxResetSms', {}, { token: player.token }));
    expect(sent.mobile).toMatch(/^09\d\*{5}\d{3}$/);
    const code = t.outbox.lastCode(norm(player.mobile))!;
    expect(t.outbox.messages.at(-1)?.text).toContain('to reset your safebox password');
    expectError(await t.call('safeboxReset', { code: code === '000000' ? '111111' : '000000', newPassword: '135790' }, { token: player.token }), { status: 400, errcode: 400, field: 'code' });
    expectOk(await t.call('safeboxReset', { code, newPassword: '135790' }, { token: player.token }));
    expectError(await t.call('safeboxReset', { code, newPassword: '975310' }, { token: player.token }), { status: 400, errcode: 400, field: 'code' });
    expect(expectOk(await moveOut(t, player.token, 10_000, '135790')).safebox).toBe(0);
    const rows = await t.deps.db.select().from(schema.smsCodes).where(eq(schema.smsCodes.mobile, norm(player.mobile)));
    expect(rows.filter((r) => r.purpose === SmsPurpose.safeboxReset)).toHaveLength(1);
  });

  it('a player without a mobile cannot reset by SMS (2017)', async () => {
    const player = await registerAccount(t, `sbnomobile${Date.now() % 100000}`);
    expectOk(await t.call('safeboxSetPassword', { newPassword: PIN, password: PASSWORD }, { token: player.token }));
    expectError(await t.call('safeboxResetSms', {}, { token: player.token }), { status: 200, errcode: 2017 });
  });
});

describe(`safebox moves (${databaseKind})`, () => {
  const t = useTestServer();

  it('moves in and out as one transfer each; user info, refreshData and the coin record agree', async () => {
    const player = await safeboxPlayer(t);
    const { coin } = await balances(t, player.userId);
    expect(expectOk(await moveIn(t, player.token, 30_000))).toMatchObject({ coin: coin - 30_000, safebox: 30_000 });
    const info = expectOk(await t.call('getAfterLoginInfoWeb', {}, { token: player.token })).userInfo;
    expect(info).toMatchObject({ coin: coin - 30_000, safebox: 30_000 });
    expect(expectOk(await moveOut(t, player.token, 10_000))).toMatchObject({ coin: coin - 20_000, safebox: 20_000 });
    const record = expectOk(await t.call('appUserCoinDetail', { group: 'safebox' }, { token: player.token }));
    expect(record.list.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['safebox_out', 10_000],
      ['safebox_in', -30_000],
    ]);
    await expectCleanAudit(t);
  });

  it('a repeated requestId moves once', async () => {
    const player = await safeboxPlayer(t);
    const id = reqId('twice');
    const first = expectOk(await moveIn(t, player.token, 10_000, id));
    const again = expectOk(await moveIn(t, player.token, 10_000, id));
    expect(again).toMatchObject({ safebox: first.safebox, coin: first.coin });
  });

  it('refuses a move above the balance, an empty safebox and bonus coin, changing nothing', async () => {
    const player = await safeboxPlayer(t, 20_000);
    const { coin } = await balances(t, player.userId);
    expect(coin).toBeGreaterThan(20_000); // the welcome bonus is in the coin too, locked
    const before = await snapshot(t);
    expectError(await moveIn(t, player.token, coin + 100), { status: 200, errcode: 2001, field: 'amount' });
    expectError(await moveIn(t, player.token, coin), { status: 200, errcode: 2016, field: 'amount', params: { movable: 200 } });
    expectError(await moveOut(t, player.token, 100), { status: 200, errcode: 2015, params: { safebox: 0 } });
    expectError(await t.call('safeboxIn', { amount: 150, requestId: reqId() }, { token: player.token }), { status: 400, errcode: 400, field: 'amount' });
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await t.call('safeboxInfo', {}, { token: player.token })).movableIn).toBe(20_000);
  });

  it('needs a safebox password before anything moves in (2013)', async () => {
    const player = await registerPhone(t, nextMobile());
    await fund(t, player.userId, 10_000);
    expectError(await moveIn(t, player.token, 10_000), { status: 200, errcode: 2013 });
  });

  it('coin in the safebox cannot be staked', async () => {
    const player = await safeboxPlayer(t, 10_000);
    expectOk(await moveIn(t, player.token, 10_000));
    // Only cash went in: the welcome bonus stayed in the coin. Take it away, so the safebox is all there is.
    await fund(t, player.userId, -(await balances(t, player.userId)).coin);
    const session = await startGame(t, player.token);
    expectError(await t.call('slotSpin', { sessionId: session.sessionId, bet: 200, requestId: reqId() }, { token: player.token }), { status: 200, errcode: 2001 });
    expect(await balances(t, player.userId)).toMatchObject({ coin: 0, safebox: 10_000 });
  });

  it('a player in a time-out takes coin out of the safebox in a withdraw-only session, but cannot put any in', async () => {
    const player = await safeboxPlayer(t);
    expectOk(await moveIn(t, player.token, 30_000));
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: player.token }));
    const session = expectOk(await t.call('accountLogin', { type: 3, account: player.mobile, password: PASSWORD, withdrawOnly: true }));
    const token = session.token as string;
    expect(expectOk(await t.call('safeboxInfo', {}, { token })).safebox).toBe(30_000);
    expectError(await moveIn(t, token, 10_000), { status: 200, errcode: 6002 });
    expect(expectOk(await moveOut(t, token, 30_000)).safebox).toBe(0);
  });

  it('withdrawals ask for the safebox password, counted with the safebox’s own', async () => {
    const player = await safeboxPlayer(t);
    expectOk(await moveIn(t, player.token, 10_000));
    await stepUp(t, player.token);
    const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09181234001' }, { token: player.token })).card as { id: number };
    await ageCards(t, player.userId);
    const ask = (extra: Record<string, unknown>) => t.call('exchange', { cardId: card.id, amount: 10_000, requestId: reqId('wd'), forfeitBonus: true, ...extra }, { token: player.token });
    expectError(await ask({}), { status: 200, errcode: 2003, field: 'safeboxPassword', params: { attemptsLeft: 4 } });
    expectError(await ask({ safeboxPassword: '111111' }), { status: 200, errcode: 2003, params: { attemptsLeft: 3 } });
    expectError(await moveOut(t, player.token, 100, '000000'), { status: 200, errcode: 2003, params: { attemptsLeft: 2 } });
    expectOk(await ask({ safeboxPassword: PIN }));
  });
});

describe(`safebox under concurrency (${databaseKind})`, () => {
  const t = useTestServer();

  it('50 concurrent moves in and out never go below zero and keep the books clean', async () => {
    const player = await safeboxPlayer(t, 400_000);
    // Something in the safebox from the start, so the first takes out race the first moves in.
    expectOk(await moveIn(t, player.token, 100_000));
    const start = await balances(t, player.userId);
    const amounts = Array.from({ length: 50 }, (_, i) => (i % 5) * 10_000 + 10_000);
    const answers = await Promise.all(amounts.map((amount, i) => (i % 2 === 0 ? moveIn(t, player.token, amount) : moveOut(t, player.token, amount))));
    const moved = answers.map((res, i) => ({ ok: res.body.errcode === 0, errcode: res.body.errcode as number, amount: amounts[i]!, dir: i % 2 === 0 ? 1 : -1 }));
    // Every refusal is a clean one: not enough coin (2001) or safebox (2015), or a password comparison turned away while others ran (429).
    for (const m of moved) expect([0, 2001, 2015, 2016, 429]).toContain(m.errcode);
    expect(moved.some((m) => m.ok && m.dir === 1)).toBe(true);
    expect(moved.some((m) => m.ok && m.dir === -1)).toBe(true);
    const inSafebox = moved.filter((m) => m.ok).reduce((sum, m) => sum + m.dir * m.amount, 0);
    const end = await balances(t, player.userId);
    expect(end.safebox).toBe(start.safebox + inSafebox);
    expect(end.coin).toBe(start.coin - inSafebox);
    expect(end.coin).toBeGreaterThanOrEqual(0);
    expect(end.safebox).toBeGreaterThanOrEqual(0);
    await expectCleanAudit(t);
    // Nothing was counted as a wrong password.
    expect(expectOk(await t.call('safeboxInfo', {}, { token: player.token })).attemptsLeft).toBe(5);
  });

  it('a burst of wrong passwords compares at most the guesses left', async () => {
    const player = await safeboxPlayer(t);
    expectOk(await moveIn(t, player.token, 10_000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => moveOut(t, player.token, 10_000, '000000')));
    const codes = answers.map((res) => res.body.errcode as number);
    expect(codes.filter((c) => c === 2003).length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === 2003 || c === 2012 || c === 429)).toBe(true);
    const [row] = await t.deps.db.select().from(schema.safeboxAttempts).where(eq(schema.safeboxAttempts.userId, player.userId));
    expect(row!.failures).toBe(5);
    expectError(await moveOut(t, player.token, 10_000), { status: 200, errcode: 2012 });
  });
});
