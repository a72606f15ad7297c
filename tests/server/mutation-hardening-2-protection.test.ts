import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { forceStops, fund, losingStops, reqId, spinCall, start, stopsWinning } from './games-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { info, setLimit } from './protection-helpers.ts';
import { toManilaNoon } from './bankrupt-helpers.ts';
import { freezeAt } from './frozen-clock.ts';

/**
 * Player protection where the second pass over the mutation pool (docs/mutation-hardening.md) found no
 * assertion: the session clock and the reality check to the millisecond, a session limit's edges, a
 * long winning session under a loss limit, the time-out's length, the cooling-off's end, and the
 * protection history of an exclusion with and without pending orders. Exact instants are reached by
 * holding Date.now (deps.now is the real time plus the harness's offset), never by sleeping.
 */
const MIN = 60_000;
const DAY = 24 * 3600_000;
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.84.${ips % 250}.1`);


const check = async (t: TestServer, p: Player) => expectOk(await t.call('realityCheck', {}, { token: p.token }));

/** A funded player at Manila noon with a slot open, its spins forced to lose. */
async function gambler(t: TestServer, tag: string) {
  toManilaNoon(t);
  const p = await player(t, tag);
  await fund(t, p.userId, 100_000);
  const { sessionId } = await start(t, p.token);
  return { p, spin: () => spinCall(t, p.token, sessionId, 200) };
}

describe(`mutation hardening 2: protection (${databaseKind})`, () => {
  const t = useTestServer();
  let restore = () => {};
  afterEach(() => {
    vi.restoreAllMocks();
    restore();
    restore = () => {};
  });

  // play.ts:28 (both comparisons): a stake at the last one's millisecond, or exactly 30 minutes after it, continues the session.
  it('the session clock: a stake at the same millisecond, or exactly 30 minutes after the last, continues the session', async () => {
    restore = forceStops(losingStops());
    const { p, spin } = await gambler(t, 'samems');
    const t0 = t.deps.now();
    freezeAt(t, t0);
    expectOk(await spin());
    expectOk(await spin()); // the same millisecond
    expect(await check(t, p)).toMatchObject({ active: true, startedAt: t0, staked: 400, minutesPlayed: 0 });
    freezeAt(t, t0 + 30 * MIN); // the gap exactly
    expectOk(await spin());
    expect(await check(t, p)).toMatchObject({ active: true, startedAt: t0, staked: 600, minutesPlayed: 30 });
    freezeAt(t, t0 + 60 * MIN + 1); // 1 ms more than the gap: a new session
    expectOk(await spin());
    expect(await check(t, p)).toMatchObject({ active: true, startedAt: t0 + 60 * MIN + 1, staked: 200, minutesPlayed: 0 });
  });

  // play.ts:97: "keep playing" puts the next check a full interval after the answer, not after the session's start.
  it('the reality check continued 20 minutes in is next due 60 minutes later', async () => {
    restore = forceStops(losingStops());
    const { p, spin } = await gambler(t, 'keepon');
    const t0 = t.deps.now();
    freezeAt(t, t0);
    expectOk(await spin());
    expect((await check(t, p)).nextCheckAt).toBe(t0 + 60 * MIN);
    freezeAt(t, t0 + 20 * MIN);
    expect(expectOk(await t.call('realityCheckContinue', {}, { token: p.token }))).toMatchObject({ active: true, startedAt: t0, nextCheckAt: t0 + 80 * MIN });
  });

  // play.ts:43 (`>`): a session limit is reached at its minute exactly, not passed; the next second passes it.
  it('a 1-minute session limit takes a stake at exactly 60 seconds of play and refuses one at 61', async () => {
    restore = forceStops(losingStops());
    const { p, spin } = await gambler(t, 'exactmin');
    expectOk(await setLimit(t, p.token, 'session', 'day', 1));
    const t0 = t.deps.now();
    freezeAt(t, t0);
    expectOk(await spin());
    freezeAt(t, t0 + MIN);
    expectOk(await spin()); // 60 s played: at the limit
    freezeAt(t, t0 + MIN + 1000);
    expectError(await spin(), { status: 200, errcode: 6001, msg: 'errors.protection.limit.sessionDay', params: { kind: 'session', limit: 1, left: 0 } });
  });

  // limits.ts:65: a stake whose gap alone passes the session limit names the minutes the day still had.
  it('a stake 25 minutes after the first passes a 1-minute session limit: 6001 says 1 minute was left', async () => {
    restore = forceStops(losingStops());
    const { p, spin } = await gambler(t, 'leftmin');
    expectOk(await setLimit(t, p.token, 'session', 'day', 1));
    expectOk(await spin());
    t.advance(25 * MIN);
    expectError(await spin(), { status: 200, errcode: 6001, msg: 'errors.protection.limit.sessionDay', params: { kind: 'session', limit: 1, left: 1 } });
  });

  // play.ts:43 (`&&`): play time counts only against a session limit; a long winning session stays within a ₱1 loss limit.
  it('a ₱1 daily loss limit: two hours of ₱1 stakes that each win it back are all taken', async () => {
    restore = forceStops(stopsWinning(100, 100));
    const { p } = await gambler(t, 'longplay');
    expectOk(await setLimit(t, p.token, 'loss', 'day', 100));
    for (let i = 0; i < 5; i++) {
      const { sessionId } = await start(t, p.token);
      expect(expectOk(await spinCall(t, p.token, sessionId, 100)).round).toMatchObject({ bet: 100, win: 100 });
      t.advance(29 * MIN);
    }
    expect((await check(t, p)).minutesPlayed).toBeGreaterThanOrEqual(116);
    expect((await info(t, p.token)).limits).toEqual([expect.objectContaining({ kind: 'loss', used: 0, left: 100 })]);
  });

  // exclusion.ts:17: a time-out of one day ends 24 hours to the millisecond after it starts.
  it('a one-day time-out ends exactly 24 hours later', async () => {
    const p = await player(t, 'oneday');
    const t0 = t.deps.now();
    freezeAt(t, t0);
    expect(expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token })).until).toBe(t0 + DAY);
  });

  // limits.ts:97: promotions are withheld until the raise's pendingFrom, to the millisecond.
  it('a limit raise cools off until its pendingFrom exactly', async () => {
    const p = await player(t, 'cooling');
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 50_000));
    const { pendingFrom } = expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000)).limit;
    freezeAt(t, pendingFrom - 1);
    expect((await info(t, p.token)).coolingOff).toBe(true);
    freezeAt(t, pendingFrom);
    expect((await info(t, p.token)).coolingOff).toBe(false);
  });

  // deposit-orders.ts:26 (`> 0`): an exclusion records "deposits cancelled" only when it cancelled some, each named.
  it('a time-out with no pending order records no deposits-cancelled event; with one, one event naming it', async () => {
    const compliance = await operatorWithSession(t, 'mh2-compliance', 'compliance');
    const history = async (userId: number) =>
      expectOk(await consoleCall(t, 'consolePlayerProtection', { id: userId }, { token: compliance.token })).events as { action: string; detail: Record<string, unknown> }[];
    const idle = await player(t, 'noorders');
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: idle.token }));
    const idleActions = (await history(idle.userId)).map((e) => e.action);
    expect(idleActions).toContain('timeout');
    expect(idleActions).not.toContain('deposits_cancelled');

    const one = await player(t, 'oneorder');
    const order = expectOk(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('dep') }, { token: one.token })).order as { orderNo: string };
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: one.token }));
    const cancelled = (await history(one.userId)).filter((e) => e.action === 'deposits_cancelled');
    expect(cancelled).toEqual([expect.objectContaining({ detail: expect.objectContaining({ orders: [order.orderNo] }) })]);
  });
});
