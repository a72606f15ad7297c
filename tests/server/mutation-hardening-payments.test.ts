import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseKind, SANDBOX_TEST_SECRET, useTestServer, type TestServer } from './harness.ts';
import { coinOf, demoUser, expectOk } from './helpers.ts';
import { freezeAt } from './frozen-clock.ts';

/**
 * Payments where the mutation pool (docs/mutation-hardening.md) found no assertion: the callback's age
 * and skew windows at their edges, to the millisecond, as the provider sees them (status and outcome)
 * and the player does (the coin).
 */
let n = 0;
async function order(t: TestServer, token: string, amount: number) {
  return expectOk(await t.call('recharge', { typeId: 1, amount, requestId: `hard-dep-${++n}` }, { token })).order as { orderNo: string; amount: number };
}
async function callback(t: TestServer, o: { orderNo: string; amount: number }, timestamp: number, status = 'paid') {
  const body = JSON.stringify({ orderNo: o.orderNo, providerOrderId: `SBX-${o.orderNo}`, amount: o.amount, status, timestamp });
  const res = await t.app.inject({
    method: 'POST',
    url: '/payments/callback/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': createHmac('sha256', SANDBOX_TEST_SECRET).update(body).digest('hex') },
  });
  return { status: res.statusCode, outcome: (res.json() as { outcome: string }).outcome };
}


describe(`mutation hardening: payments (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // settle.ts:17, :23, :60 (both comparisons): the windows are 10 minutes back and 60 s ahead, inclusive.
  it('a callback dated exactly 60 s ahead or exactly 10 minutes back is taken; 1 ms further is refused', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const ahead = await order(t, token, 20_000);
    const back = await order(t, token, 30_000);
    const now = t.deps.now();
    freezeAt(t, now);
    expect(await callback(t, ahead, now + 60_001)).toEqual({ status: 400, outcome: 'future' });
    expect(await callback(t, back, now - 600_001)).toEqual({ status: 400, outcome: 'stale' });
    expect(await coinOf(t, demo.id)).toBe(105_000);
    expect(await callback(t, ahead, now + 60_000)).toEqual({ status: 200, outcome: 'accepted' });
    expect(await callback(t, back, now - 600_000)).toEqual({ status: 200, outcome: 'accepted' });
    expect(await coinOf(t, demo.id)).toBe(155_000);
  });

  // settle.ts:223: an order is payable, and fails, up to its expiry to the millisecond; after it, 'late'.
  it('a failed payment heard exactly at the order’s expiry fails the order; 1 ms after, it is late and the order expires', async () => {
    const token = await t.loginDemo();
    const atExpiry = await order(t, token, 20_000);
    const afterExpiry = await order(t, token, 20_000);
    const status = async (orderNo: string) => (expectOk(await t.call('rechargeOrder', { orderNo }, { token })).order as { status: string; expiresAt: number }).status;
    const { expiresAt } = expectOk(await t.call('rechargeOrder', { orderNo: atExpiry.orderNo }, { token })).order as { expiresAt: number };
    freezeAt(t, expiresAt);
    expect(await callback(t, atExpiry, expiresAt, 'failed')).toEqual({ status: 200, outcome: 'failed' });
    expect(await status(atExpiry.orderNo)).toBe('failed');
    const later = (expectOk(await t.call('rechargeOrder', { orderNo: afterExpiry.orderNo }, { token })).order as { expiresAt: number }).expiresAt + 1;
    vi.restoreAllMocks();
    freezeAt(t, later);
    expect((await callback(t, afterExpiry, later, 'failed')).outcome).toBe('late');
    expect(await status(afterExpiry.orderNo)).toBe('expired');
  });
});
