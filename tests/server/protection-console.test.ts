import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk, PASSWORD } from './helpers.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { newPlayer } from './console-play.ts';
import { setLimit } from './protection-helpers.ts';

describe(`player protection in the console (${databaseKind})`, () => {
  const t = useTestServer();

  it('compliance sees and lowers a limit (never raises it) and excludes a player; each change audited; support may not', async () => {
    const p = await newPlayer(t, 'watched');
    const cora = await operatorWithSession(t, 'cora', 'compliance');
    const sam = await operatorWithSession(t, 'sam', 'support');
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000));
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 200_000)); // a raise the player asked for
    expectRefused(await consoleCall(t, 'consolePlayerProtection', { id: p.userId }, { token: sam.token }), 403);
    const seen = expectOk(await consoleCall(t, 'consolePlayerProtection', { id: p.userId }, { token: cora.token }));
    expect(seen.limits).toMatchObject([{ kind: 'deposit', period: 'day', amount: 100_000, pendingAmount: 200_000 }]);
    expect(seen.events.map((e: { action: string }) => e.action)).toEqual(['limit_raise_asked', 'limit_set']);

    expectRefused(await consoleCall(t, 'consolePlayerLimitLower', { id: p.userId, kind: 'deposit', period: 'day', amount: 150_000, reason: 'raise?' }, { token: cora.token }), 400, { field: 'amount' });
    const lowered = expectOk(await consoleCall(t, 'consolePlayerLimitLower', { id: p.userId, kind: 'deposit', period: 'day', amount: 50_000, reason: 'affordability' }, { token: cora.token }));
    expect(lowered.limit).toMatchObject({ amount: 50_000, pendingAmount: null, pendingFrom: null });
    expectError(await t.call('recharge', { typeId: 1, amount: 60_000, requestId: 'after-lowered-1' }, { token: p.token }), { status: 200, errcode: 6001, params: { limit: 500 } });

    const { until } = expectOk(await consoleCall(t, 'consolePlayerExclude', { id: p.userId, days: 30, reason: 'self-reported' }, { token: cora.token }));
    expect(until - t.deps.now()).toBeGreaterThan(29 * 86_400_000);
    expectError(await t.call('refreshData', {}, { token: p.token }), { status: 401, errcode: 401 });
    expectError(await t.call('accountLogin', { type: 2, account: p.account, password: PASSWORD }), { status: 403, errcode: 6003, msg: 'errors.protection.signInSelfExcluded' });
    expect(await query(t, sql`SELECT operator, call, target, before, after, reason FROM console_audit WHERE call LIKE 'consolePlayer%' AND call <> 'consolePlayerProtection' ORDER BY id`)).toEqual([
      { operator: 'cora', call: 'consolePlayerLimitLower', target: `player:${p.userId}`, before: { kind: 'deposit', period: 'day', amount: 100_000 }, after: { kind: 'deposit', period: 'day', amount: 50_000 }, reason: 'affordability' },
      { operator: 'cora', call: 'consolePlayerExclude', target: `player:${p.userId}`, before: null, after: { until, days: 30 }, reason: 'self-reported' },
    ]);
  });
});
