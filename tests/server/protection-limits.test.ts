import { describe, expect, it } from 'vitest';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { forceStops, fund, losingStops, reqId, spinCall, start } from './games-helpers.ts';
import { depositPaid, newPlayer } from './console-play.ts';
import { draw } from './jackpot-helpers.ts';
import { info, ordersOf, playDays, setLimit, toPeriodEnd } from './protection-helpers.ts';

const HOUR = 3600_000;
const recharge = (t: ReturnType<typeof useTestServer>, token: string, amount: number) => t.call('recharge', { typeId: 1, amount, requestId: reqId('dep') }, { token });

describe(`player protection: limits (${databaseKind})`, () => {
  const t = useTestServer();

  it('a daily deposit limit lets the order up to it through and refuses the next, naming the limit, what is left and when it resets', async () => {
    const p = await newPlayer(t, 'deplimit');
    expect(expectOk(await setLimit(t, p.token, 'deposit', 'day', 50_000)).applied).toBe('now');
    const over = await recharge(t, p.token, 60_000);
    expectError(over, { status: 200, errcode: 6001, msg: 'errors.protection.limit.depositDay', field: 'amount', params: { kind: 'deposit', period: 'day', limit: 500, left: 500 } });
    expect(over.body.params.resetsAt).toMatch(/^\d{4}-\d\d-\d\d 00:00$/);
    expect(await ordersOf(t, p.userId)).toHaveLength(0);
    expectOk(await recharge(t, p.token, 30_000));
    expectOk(await recharge(t, p.token, 20_000)); // exactly at the limit
    expectError(await recharge(t, p.token, 10_000), { status: 200, errcode: 6001, params: { left: 0 } });
    expect(await ordersOf(t, p.userId)).toHaveLength(2);
    // An order left unpaid past its 30 minutes frees its amount again.
    t.advance(31 * 60_000);
    expectOk(await recharge(t, p.token, 30_000));
    const [limit] = (await info(t, p.token)).limits;
    expect(limit).toMatchObject({ kind: 'deposit', period: 'day', amount: 50_000, used: 30_000, left: 20_000 });
  });

  it('lower applies at once; a raise or a removal waits 24 hours and the confirmation; asking again restarts the wait', async () => {
    const p = await newPlayer(t, 'raiser');
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 50_000));
    const askedAt = t.deps.now();
    const asked = expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000));
    expect(asked).toMatchObject({ applied: 'pending', limit: { amount: 50_000, pendingAmount: 100_000, pendingRemove: false } });
    expect(asked.limit.pendingFrom - askedAt).toBeGreaterThanOrEqual(24 * HOUR);
    expect(asked.limit.pendingFrom - t.deps.now()).toBeLessThanOrEqual(24 * HOUR);
    expectError(await recharge(t, p.token, 60_000), { status: 200, errcode: 6001 });
    const early = await t.call('confirmSelfLimit', { kind: 'deposit', period: 'day' }, { token: p.token });
    expectError(early, { status: 200, errcode: 6004 });
    t.advance(asked.limit.pendingFrom - t.deps.now() - 60_000);
    expectError(await t.call('confirmSelfLimit', { kind: 'deposit', period: 'day' }, { token: p.token }), { status: 200, errcode: 6004 });
    t.advance(60_000);
    expect(expectOk(await t.call('confirmSelfLimit', { kind: 'deposit', period: 'day' }, { token: p.token })).limit).toMatchObject({ amount: 100_000, pendingAmount: null, pendingFrom: null });
    expectOk(await recharge(t, p.token, 60_000));
    // Lower: at once, and the pending order is cancelled (docs/protection.md "Deposit orders"): ₱700 left.
    expect(expectOk(await setLimit(t, p.token, 'deposit', 'day', 70_000))).toMatchObject({ applied: 'now', limit: { amount: 70_000, left: 70_000 } });
    expect((await ordersOf(t, p.userId)).map((o) => o.status)).toEqual(['cancelled']);
    // Remove: waits; cancelled, the limit stays.
    expect(expectOk(await setLimit(t, p.token, 'deposit', 'day', null))).toMatchObject({ applied: 'pending', limit: { pendingRemove: true } });
    expect(expectOk(await t.call('cancelPendingLimit', { kind: 'deposit', period: 'day' }, { token: p.token })).limit).toMatchObject({ amount: 70_000, pendingFrom: null });
    expectError(await t.call('cancelPendingLimit', { kind: 'deposit', period: 'day' }, { token: p.token }), { status: 200, errcode: 6005 });
    // A raise asked 23 h ago, asked again: the 24 hours start over.
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 80_000));
    t.advance(23 * HOUR);
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 500_000));
    t.advance(2 * HOUR);
    expectError(await t.call('confirmSelfLimit', { kind: 'deposit', period: 'day' }, { token: p.token }), { status: 200, errcode: 6004 });
    // Removal confirmed after its day: no limit left.
    expectOk(await setLimit(t, p.token, 'deposit', 'day', null));
    t.advance(24 * HOUR);
    expect(expectOk(await t.call('confirmSelfLimit', { kind: 'deposit', period: 'day' }, { token: p.token })).limit).toBeNull();
    expect((await info(t, p.token)).limits).toEqual([]);
  });

  it('the lowest active limit wins: a weekly limit under the daily one refuses first', async () => {
    const p = await newPlayer(t, 'lowest');
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000));
    expectOk(await setLimit(t, p.token, 'deposit', 'week', 30_000));
    expectError(await recharge(t, p.token, 40_000), { status: 200, errcode: 6001, msg: 'errors.protection.limit.depositWeek', params: { period: 'week', left: 300 } });
    expectOk(await recharge(t, p.token, 30_000));
  });

  it('the form: session limits are per day and at most 1440 minutes; money limits in whole pesos', async () => {
    const p = await newPlayer(t, 'former');
    expectError(await setLimit(t, p.token, 'session', 'week', 60), { status: 400, errcode: 400, field: 'period' });
    expectError(await setLimit(t, p.token, 'session', 'day', 1441), { status: 400, errcode: 400, field: 'amount' });
    expectError(await setLimit(t, p.token, 'wager', 'day', 10_050), { status: 400, errcode: 400, field: 'amount' });
    expect((await info(t, p.token)).limits).toEqual([]);
  });

  it('periods are Manila calendar periods: the day resets at Manila midnight, the week on Monday', async () => {
    toPeriodEnd(t, 'week', 2 * 60_000);
    const p = await newPlayer(t, 'midnight');
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 50_000));
    expectOk(await setLimit(t, p.token, 'deposit', 'week', 80_000));
    const paid = await depositPaid(t, p.token, 50_000);
    expect(paid).toBeTruthy();
    expectError(await recharge(t, p.token, 10_000), { status: 200, errcode: 6001, msg: 'errors.protection.limit.depositDay' });
    t.advance(60_000); // 23:59 Sunday, Manila
    expectError(await recharge(t, p.token, 10_000), { status: 200, errcode: 6001 });
    t.advance(60_000); // 00:00 Monday
    const limits = (await info(t, p.token)).limits as { period: string; used: number }[];
    expect(limits.map((l) => [l.period, l.used])).toEqual([
      ['day', 0],
      ['week', 0],
    ]);
    expectOk(await recharge(t, p.token, 50_000));
  });

  it('slot: wager and loss limits refuse the stake that would pass them, and nothing of that round is kept', async () => {
    const restore = forceStops(losingStops());
    try {
      const p = await newPlayer(t, 'stakes');
      await fund(t, p.userId, 100_000);
      const { sessionId } = await start(t, p.token);
      expectOk(await setLimit(t, p.token, 'wager', 'day', 1_000));
      for (let i = 0; i < 5; i++) expectOk(await spinCall(t, p.token, sessionId, 200));
      const refused = await spinCall(t, p.token, sessionId, 200);
      expectError(refused, { status: 200, errcode: 6001, msg: 'errors.protection.limit.wagerDay', field: 'bet', params: { kind: 'wager', limit: 10, left: 0 } });
      expect((await playDays(t, p.userId))[0]).toMatchObject({ staked: 1_000, won: 0 });
      // The loss limit, checked at the stake's full amount.
      const q = await newPlayer(t, 'losses');
      await fund(t, q.userId, 100_000);
      const game = await start(t, q.token);
      expectOk(await setLimit(t, q.token, 'loss', 'week', 600));
      for (let i = 0; i < 3; i++) expectOk(await spinCall(t, q.token, game.sessionId, 200));
      expectError(await spinCall(t, q.token, game.sessionId, 200), { status: 200, errcode: 6001, msg: 'errors.protection.limit.lossWeek', params: { left: 0 } });
    } finally {
      restore();
    }
  });

  it('slot and jackpot: the session-time limit counts play between stakes and refuses once the day’s minutes are used', async () => {
    const p = await newPlayer(t, 'clock');
    await fund(t, p.userId, 100_000);
    await depositPaid(t, p.token, 20_000); // two jackpot chances
    const { sessionId } = await start(t, p.token);
    expectOk(await setLimit(t, p.token, 'session', 'day', 2));
    expectOk(await spinCall(t, p.token, sessionId, 200));
    t.advance(60_000);
    expectOk(await spinCall(t, p.token, sessionId, 200));
    t.advance(60_000);
    expectOk(await spinCall(t, p.token, sessionId, 200)); // 2 minutes played: at the limit
    expectOk(await draw(t, p.token)); // no more time used
    t.advance(1_000);
    expectError(await draw(t, p.token), { status: 200, errcode: 6001, msg: 'errors.protection.limit.sessionDay', params: { kind: 'session', limit: 2, left: 0 } });
    expectError(await spinCall(t, p.token, sessionId, 200), { status: 200, errcode: 6001, msg: 'errors.protection.limit.sessionDay' });
    const check = expectOk(await t.call('realityCheck', {}, { token: p.token }));
    expect(check).toMatchObject({ active: true, minutesPlayed: 2, staked: 600, intervalMinutes: 60 });
    expect(check.net).toBe(check.won - 600);
  });

  it('50 concurrent bets against a wager limit never pass it', async () => {
    const p = await newPlayer(t, 'burst');
    await fund(t, p.userId, 100_000);
    const { sessionId } = await start(t, p.token);
    expectOk(await setLimit(t, p.token, 'wager', 'day', 2_000));
    const results = await Promise.all(Array.from({ length: 50 }, () => spinCall(t, p.token, sessionId, 200)));
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((r2) => r2.body.errcode !== 0)) expect(r.body.errcode).toBe(6001);
    expect((await playDays(t, p.userId))[0]!.staked).toBe(2_000);
  });
});
