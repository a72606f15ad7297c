import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, PropId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { exclude } from '../../server/protection/index.ts';
import { grantReward, RewardWithheld } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, PASSWORD, snapshot } from './helpers.ts';
import { reqId } from './games-helpers.ts';
import { newPlayer } from './console-play.ts';
import { tokenBehindSignIn } from './protection-helpers.ts';

const DAY = 24 * 3600_000;
const signIn = (t: TestServer, account: string, extra: Record<string, unknown> = {}) => t.call('accountLogin', { type: 2, account, password: PASSWORD, ...extra });
/** The player can only come in withdraw-only while excluded: each step of ending it starts from such a sign-in. */
const withdrawOnlyToken = async (t: TestServer, account: string) => expectOk(await signIn(t, account, { withdrawOnly: true })).token as string;
const ask = (t: TestServer, token: string) => t.call('askSelfExclusionEnd', { confirm: true }, { token });
const confirm = (t: TestServer, token: string) => t.call('confirmSelfExclusionEnd', { confirm: true }, { token });
const endState = async (t: TestServer, token: string) => expectOk(await t.call('selfLimitInfo', {}, { token })).selfExclusionEnd;
const grant = (t: TestServer, userId: number, key: string) =>
  t.deps.db.transaction((tx) =>
    grantReward(tx, { userId, source: { activityId: ActivityId.VIP, period: 'once', reason: 'test' }, key, items: [{ propId: PropId.coin, count: 1_000 }], now: t.deps.now() }),
  );
const eventsOf = async (t: TestServer, userId: number) =>
  (await t.deps.db.select().from(schema.protectionEvents).where(eq(schema.protectionEvents.userId, userId)).orderBy(desc(schema.protectionEvents.id))).map((e) => e.action);

describe(`player protection: ending a self-exclusion after its irrevocable months (${databaseKind})`, () => {
  const t = useTestServer();

  it('a year: refused in the first 6 months (a minute before their end too), then asked, 24 hours, confirmed: it ends and every session with it', async () => {
    const p = await newPlayer(t, 'yearlong');
    const { until, irrevocableUntil } = expectOk(await t.call('selfExclude', { months: 12, confirm: true }, { token: p.token }));
    let token = await withdrawOnlyToken(t, p.account);
    expect(await endState(t, token)).toEqual({ endable: false, endFrom: null, endConfirmable: false });
    const refused = { status: 200, errcode: 6006, msg: 'errors.protection.endIrrevocable', params: { untilMs: irrevocableUntil } };
    let before = await snapshot(t);
    expectError(await ask(t, token), refused);
    expect(await snapshot(t)).toEqual(before);

    // A minute's margin: a sign-in (argon2) takes real time, and the injected clock moves with it.
    t.advance(irrevocableUntil - 60_000 - t.deps.now());
    token = await withdrawOnlyToken(t, p.account);
    expectError(await ask(t, token), refused);
    t.advance(60_000);
    expect((await endState(t, token)).endable).toBe(true);
    const { confirmFrom } = expectOk(await ask(t, token));
    expect(confirmFrom - t.deps.now()).toBeGreaterThan(DAY - 5_000);
    expect(confirmFrom - t.deps.now()).toBeLessThanOrEqual(DAY);
    expect(await endState(t, token)).toEqual({ endable: true, endFrom: confirmFrom, endConfirmable: false });
    // Asked is not ended: still excluded everywhere, promotions still withheld.
    expectError(await signIn(t, p.account), { status: 403, errcode: 6003, msg: 'errors.protection.signInSelfExcluded', params: { untilMs: until } });
    const behind = await tokenBehindSignIn(t, p.userId);
    expectError(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('dep') }, { token: behind }), { status: 200, errcode: 6002 });
    await expect(grant(t, p.userId, 'asked')).rejects.toBeInstanceOf(RewardWithheld);

    // A minute before: too early, nothing changes.
    t.advance(confirmFrom - 60_000 - t.deps.now());
    token = await withdrawOnlyToken(t, p.account);
    before = await snapshot(t);
    expectError(await confirm(t, token), { status: 200, errcode: 6004, msg: 'errors.protection.raiseWaiting', params: { atMs: confirmFrom } });
    expect(await snapshot(t)).toEqual(before);
    t.advance(60_000);
    expect((await endState(t, token)).endConfirmable).toBe(true);
    expect(expectOk(await confirm(t, token)).until).toBeNull();
    // Every session signed out (this one too); a normal sign-in now; deposits and promotions again.
    for (const old of [token, behind]) expectError(await t.call('refreshData', {}, { token: old }), { status: 401, errcode: 401 });
    const fresh = expectOk(await signIn(t, p.account));
    expect(fresh.withdrawOnlyUntil).toBeUndefined();
    expectOk(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('dep') }, { token: fresh.token as string }));
    expect((await grant(t, p.userId, 'after')).duplicate).toBe(false);
    expect((await eventsOf(t, p.userId)).slice(0, 2)).toEqual(['self_exclusion_ended', 'self_exclusion_end_asked']);
    // Confirming twice: nothing left to end.
    expectError(await confirm(t, fresh.token as string), { status: 200, errcode: 6006, msg: 'errors.protection.notEndable' });
  });

  it('asking again restarts the 24 hours; cancelling drops it; confirming without asking is 6005', async () => {
    const p = await newPlayer(t, 'fiveyears2');
    const { irrevocableUntil } = expectOk(await t.call('selfExclude', { months: 60, confirm: true }, { token: p.token }));
    t.advance(irrevocableUntil + DAY - t.deps.now());
    let token = await withdrawOnlyToken(t, p.account);
    expectError(await confirm(t, token), { status: 200, errcode: 6005, msg: 'errors.protection.nothingPending' });
    const first = expectOk(await ask(t, token)).confirmFrom as number;
    t.advance(DAY / 2);
    token = await withdrawOnlyToken(t, p.account);
    const second = expectOk(await ask(t, token)).confirmFrom as number;
    expect(second - first).toBeGreaterThanOrEqual(DAY / 2);
    t.advance(first - t.deps.now());
    token = await withdrawOnlyToken(t, p.account);
    expectError(await confirm(t, token), { status: 200, errcode: 6004, params: { atMs: second } });
    expectOk(await t.call('cancelSelfExclusionEnd', {}, { token }));
    expectError(await t.call('cancelSelfExclusionEnd', {}, { token }), { status: 200, errcode: 6005, msg: 'errors.protection.nothingPending' });
    t.advance(DAY);
    token = await withdrawOnlyToken(t, p.account);
    expect(await endState(t, token)).toEqual({ endable: true, endFrom: null, endConfirmable: false });
    expectError(await confirm(t, token), { status: 200, errcode: 6005 });
    expect((await eventsOf(t, p.userId)).slice(0, 3)).toEqual(['self_exclusion_end_cancelled', 'self_exclusion_end_asked', 'self_exclusion_end_asked']);
  });

  it('a time-out, an operator’s exclusion and a 6-month self-exclusion cannot be ended early', async () => {
    const timeout = await newPlayer(t, 'pause7');
    const { until } = expectOk(await t.call('takeTimeOut', { days: 7, confirm: true }, { token: timeout.token }));
    const token = await withdrawOnlyToken(t, timeout.account);
    expectError(await ask(t, token), { status: 200, errcode: 6006, msg: 'errors.protection.endTimeOut', params: { untilMs: until } });
    expect(await endState(t, token)).toBeNull();

    const operated = await newPlayer(t, 'operated3');
    await t.deps.db.transaction((tx) => exclude(tx, { userId: operated.userId, kind: 'operator', endsAt: t.deps.now() + 400 * DAY, operator: 'compliance1', reason: 'test', now: t.deps.now() }));
    expectError(await ask(t, await withdrawOnlyToken(t, operated.account)), { status: 200, errcode: 6006, msg: 'errors.protection.notEndable' });

    // Six months: irrevocable to its end, when it lifts by itself.
    const half = await newPlayer(t, 'halfyear');
    const six = expectOk(await t.call('selfExclude', { months: 6, confirm: true }, { token: half.token }));
    t.advance(six.until - 60_000 - t.deps.now());
    expectError(await ask(t, await withdrawOnlyToken(t, half.account)), { status: 200, errcode: 6006, msg: 'errors.protection.endIrrevocable' });
    t.advance(60_000);
    expectOk(await signIn(t, half.account));
  });

  it('ending the self-exclusion leaves an operator’s exclusion in force', async () => {
    const p = await newPlayer(t, 'both');
    const { irrevocableUntil } = expectOk(await t.call('selfExclude', { months: 12, confirm: true }, { token: p.token }));
    const operatorEnd = irrevocableUntil + 30 * DAY;
    await t.deps.db.transaction((tx) => exclude(tx, { userId: p.userId, kind: 'operator', endsAt: operatorEnd, operator: 'compliance1', reason: 'test', now: t.deps.now() }));
    t.advance(irrevocableUntil - t.deps.now());
    expectOk(await ask(t, await withdrawOnlyToken(t, p.account)));
    t.advance(DAY);
    expect(expectOk(await confirm(t, await withdrawOnlyToken(t, p.account))).until).toBe(operatorEnd);
    const refused = await signIn(t, p.account);
    expectError(refused, { status: 403, errcode: 6003, params: { untilMs: operatorEnd } });
  });
});
