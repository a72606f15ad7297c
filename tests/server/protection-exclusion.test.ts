import { describe, expect, it } from 'vitest';
import { ActivityId, PropId } from '../../contract/index.ts';
import { exclude } from '../../server/protection/index.ts';
import { grantReward, RewardWithheld } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { ageCards, expectError, expectOk, mobileNo, PASSWORD, registerPhone, sendCode, stepUp } from './helpers.ts';
import { AuthMode } from '../../contract/index.ts';
import { FIESTA, fund, reqId, spinCall, start } from './games-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { draw } from './jackpot-helpers.ts';
import { setLimit, tokenBehindSignIn } from './protection-helpers.ts';

const DAY = 24 * 3600_000;
const signIn = (t: TestServer, account: string) => t.call('accountLogin', { type: 2, account, password: PASSWORD });
const grant = (t: TestServer, userId: number, key: string) =>
  t.deps.db.transaction((tx) =>
    grantReward(tx, { userId, source: { activityId: ActivityId.VIP, period: 'once', reason: 'test' }, key, items: [{ propId: PropId.coin, count: 1_000 }], now: t.deps.now() }),
  );

async function cardFor(t: TestServer, p: Player, token: string): Promise<number> {
  await stepUp(t, token);
  const accountNo = `0917${String(7_000_000 + p.userId).padStart(7, '0')}`;
  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo }, { token })).card as { id: number };
  await ageCards(t, p.userId);
  return card.id;
}

describe(`player protection: time-out and self-exclusion (${databaseKind})`, () => {
  const t = useTestServer();

  it('a 24-hour time-out signs the player out everywhere, refuses sign-in with its end, and lifts by itself', async () => {
    const p = await newPlayer(t, 'timeout');
    const second = expectOk(await signIn(t, p.account)).token as string;
    expectOk(await t.call('refreshData', {}, { token: second }));
    const { until } = expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    expect(until - t.deps.now()).toBeGreaterThan(DAY - 10_000);
    for (const token of [p.token, second]) expectError(await t.call('refreshData', {}, { token }), { status: 401, errcode: 401 });
    const refused = await signIn(t, p.account);
    expectError(refused, { status: 403, errcode: 6003, msg: 'errors.protection.signInTimeOut' });
    expect(refused.body.params.untilMs).toBe(until);
    expect(refused.body.params.until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // Without confirm the call is refused by the contract: nothing taken.
    const q = await newPlayer(t, 'unconfirmed');
    expectError(await t.call('takeTimeOut', { days: 1 }, { token: q.token }), { status: 400, errcode: 400 });
    expectOk(await t.call('refreshData', {}, { token: q.token }));
    t.advance(until - t.deps.now());
    expectOk(await signIn(t, p.account));
  });

  it('in a time-out every money call is refused but the withdrawal, and promotions are withheld', async () => {
    const p = await newPlayer(t, 'excluded');
    await fund(t, p.userId, 100_000);
    await depositPaid(t, p.token, 10_000); // a jackpot chance
    const { sessionId } = await start(t, p.token);
    const cardId = await cardFor(t, p, p.token);
    expectOk(await t.call('takeTimeOut', { days: 7, confirm: true }, { token: p.token }));
    // A token the revocation missed would still be refused by each money path on its own.
    const token = await tokenBehindSignIn(t, p.userId);
    const excluded = { status: 200, errcode: 6002, msg: 'errors.protection.timeOut' };
    expectError(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('dep') }, { token }), excluded);
    expectError(await spinCall(t, token, sessionId, 200), excluded);
    // No new game opens for real coins either (a second try too); a tryIt game stakes nothing and opens.
    for (let i = 0; i < 2; i++) expectError(await t.call('startGame', { gameId: FIESTA }, { token }), excluded);
    expectOk(await t.call('startGame', { gameId: FIESTA, tryIt: true }, { token }));
    expectError(await draw(t, token), excluded);
    await expect(grant(t, p.userId, 'while-excluded')).rejects.toBeInstanceOf(RewardWithheld);
    await stepUp(t, token);
    expectOk(await t.call('exchange', { cardId, amount: 10_000, requestId: reqId('wd'), forfeitBonus: true }, { token }));
  });

  it('self-exclusion: 6 months, the first 6 irrevocable; SMS and password sign-in refused with its end', async () => {
    const p = await newPlayer(t, 'selfex');
    const body = expectOk(await t.call('selfExclude', { months: 6, confirm: true }, { token: p.token }));
    expect(body.irrevocableUntil).toBe(body.until);
    expect(body.until - t.deps.now()).toBeGreaterThan(180 * DAY);
    expectError(await signIn(t, p.account), { status: 403, errcode: 6003, msg: 'errors.protection.signInSelfExcluded' });
    expectError(await t.call('refreshData', {}, { token: p.token }), { status: 401, errcode: 401 });
    // By mobile number: SMS and mobile + password sign-in refused alike.
    const mobile = mobileNo(9_019);
    const phone = await registerPhone(t, mobile);
    expectOk(await t.call('selfExclude', { months: 12, confirm: true }, { token: phone.token }));
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    expectError(await t.call('accountLoginSms', { mobile, code }), { status: 403, errcode: 6003, msg: 'errors.protection.signInSelfExcluded' });
    expectError(await t.call('accountLogin', { type: 3, account: mobile, password: PASSWORD }), { status: 403, errcode: 6003 });
    // Five years: its first 6 months irrevocable.
    const q = await newPlayer(t, 'fiveyears');
    const long = expectOk(await t.call('selfExclude', { months: 60, confirm: true }, { token: q.token }));
    expect(long.until).toBeGreaterThan(long.irrevocableUntil);
  });

  it('an operator exclusion takes effect at once; promotions are withheld during a limit’s cooling-off, not after it', async () => {
    const p = await newPlayer(t, 'operated');
    await t.deps.db.transaction((tx) => exclude(tx, { userId: p.userId, kind: 'operator', endsAt: t.deps.now() + 30 * DAY, operator: 'compliance1', reason: 'test', now: t.deps.now() }));
    expectError(await t.call('refreshData', {}, { token: p.token }), { status: 401, errcode: 401 });
    expectError(await signIn(t, p.account), { status: 403, errcode: 6003 });

    const q = await newPlayer(t, 'cooling');
    expectOk(await setLimit(t, q.token, 'deposit', 'day', 50_000));
    expect((await grant(t, q.userId, 'before')).duplicate).toBe(false);
    expectOk(await setLimit(t, q.token, 'deposit', 'day', 100_000)); // a raise: 24 h of cooling-off
    expect(expectOk(await t.call('selfLimitInfo', {}, { token: q.token })).coolingOff).toBe(true);
    await expect(grant(t, q.userId, 'cooling')).rejects.toBeInstanceOf(RewardWithheld);
    t.advance(DAY + 1_000);
    expect((await grant(t, q.userId, 'after')).duplicate).toBe(false);
  });
});
