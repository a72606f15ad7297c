import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { databaseKind, SANDBOX_TEST_SECRET, useTestServer } from './harness.ts';
import { coinOf, demoUser, expectError, expectOk } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;
let attempts = 0;
const requestId = () => `dep-${Date.now()}-${++attempts}`;

async function order(t: T, token: string, amount: number, typeId = 1) {
  return expectOk(await t.call('recharge', { typeId, amount, requestId: requestId() }, { token })).order as { orderNo: string; amount: number; payUrl: string; status: string };
}

/** What the sandbox provider's server sends; `secret` other than the shared one is a forgery. */
async function callback(t: T, payload: Record<string, unknown>, secret = SANDBOX_TEST_SECRET) {
  const body = JSON.stringify(payload);
  const res = await t.app.inject({
    method: 'POST',
    url: '/payments/callback/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': createHmac('sha256', secret).update(body).digest('hex') },
  });
  return { status: res.statusCode, outcome: (res.json() as { outcome: string }).outcome };
}
const paid = (t: T, o: { orderNo: string; amount: number }, extra: Record<string, unknown> = {}) => ({
  orderNo: o.orderNo,
  providerOrderId: `SBX-${o.orderNo}`,
  amount: o.amount,
  status: 'paid',
  timestamp: t.deps.now(),
  ...extra,
});
const outcomes = async (t: T) => (await t.deps.db.select().from(schema.paymentCallbacks)).map((row) => row.outcome);

describe(`deposits (${databaseKind})`, () => {
  const t = useTestServer();

  it('makes one order per attempt, with the sandbox checkout to pay it', async () => {
    const token = await t.loginDemo();
    const id = requestId();
    const first = expectOk(await t.call('recharge', { typeId: 1, amount: 20000, requestId: id }, { token })).order;
    expect(first).toMatchObject({ typeId: 1, amount: 20000, status: 'pending' });
    // The sandbox page's address carries the token bound to this order and player (issue 16).
    expect(first.payUrl).toMatch(new RegExp(`^/sandbox/checkout/${first.orderNo}/[A-Za-z0-9_-]{32}$`));
    expect(first.expiresAt - first.createdAt).toBe(30 * 60_000);
    const again = expectOk(await t.call('recharge', { typeId: 1, amount: 20000, requestId: id }, { token })).order;
    expect(again.orderNo).toBe(first.orderNo);
  });

  it('refuses a closed channel and amounts below the channel minimum or above the maximum', async () => {
    const token = await t.loginDemo();
    expectError(await t.call('recharge', { typeId: 9, amount: 20000, requestId: requestId() }, { token }), { status: 400, errcode: 400, field: 'typeId', msg: 'errors.wallet.depositChannelUnavailable' });
    // The demo player has deposited before (seed: totalRecharge) or not: the first minimum is minAmount.
    expectError(await t.call('recharge', { typeId: 3, amount: 9900, requestId: requestId() }, { token }), { status: 400, errcode: 400, field: 'amount', msg: 'errors.wallet.depositMin', params: { min: 100 } });
    expectError(await t.call('recharge', { typeId: 1, amount: 5_000_100, requestId: requestId() }, { token }), { status: 400, errcode: 400, field: 'amount', msg: 'errors.wallet.depositMax', params: { max: 50000 } });
    // Players see floored pesos, so an amount with centavos (₱200.50) is refused, naming the field.
    expectError(await t.call('recharge', { typeId: 1, amount: 20050, requestId: requestId() }, { token }), { status: 400, errcode: 400, field: 'amount', msg: 'errors.wallet.wholePesos' });
    expect(await t.deps.db.select().from(schema.depositOrders)).toHaveLength(0);
  });

  it('paying on the checkout page credits the coin, totalRecharge and the first deposit once; the minimum then rises', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const o = await order(t, token, 100);
    const page = await t.app.inject({ method: 'GET', url: o.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₱1.00');
    const pay = await t.app.inject({ method: 'POST', url: `${o.payUrl}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/wallets?name=deposit&orderNo=${o.orderNo}`);
    const after = expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token }));
    expect(after).toMatchObject({ order: { status: 'paid' }, coin: 105100 });
    const [user] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, demo.id));
    expect(user!.totalRecharge).toBe(100);
    expect(user!.firstRechargeAt).toBeInstanceOf(Date);
    // Paying twice on the page (back button, second tab) changes nothing.
    await t.app.inject({ method: 'POST', url: `${o.payUrl}/pay` });
    expect(await coinOf(t, demo.id)).toBe(105100);
    // Having deposited, the channel's minimum is now minAmount2 (spec §5).
    expectError(await t.call('recharge', { typeId: 1, amount: 9900, requestId: requestId() }, { token }), { status: 400, errcode: 400, msg: 'errors.wallet.depositMin', params: { min: 100 } });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('cancelling on the checkout page fails the order and credits nothing', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const o = await order(t, token, 5000);
    await t.app.inject({ method: 'POST', url: `${o.payUrl}/cancel` });
    expect(expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token })).order.status).toBe('failed');
    expect(await coinOf(t, demo.id)).toBe(105000);
  });

  it('refuses forged, stale, mismatched, unknown and late callbacks, changing nothing and recording each', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const o = await order(t, token, 20000);
    expect(await callback(t, paid(t, o), 'not-the-secret')).toEqual({ status: 400, outcome: 'bad-signature' });
    expect(await callback(t, paid(t, o, { timestamp: t.deps.now() - 11 * 60_000 }))).toEqual({ status: 400, outcome: 'stale' });
    expect(await callback(t, paid(t, o, { amount: 2000000 }))).toEqual({ status: 400, outcome: 'amount-mismatch' });
    expect(await callback(t, paid(t, { orderNo: 'DNOSUCHORDER0000', amount: 20000 }))).toEqual({ status: 400, outcome: 'unknown-order' });
    expect(await callback(t, { ...paid(t, o), extra: 1 })).toEqual({ status: 400, outcome: 'bad-payload' });
    expect(await coinOf(t, demo.id)).toBe(105000);
    t.advance(31 * 60_000);
    expect(await callback(t, paid(t, o))).toEqual({ status: 400, outcome: 'late' });
    expect(expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token })).order.status).toBe('expired');
    expect(await coinOf(t, demo.id)).toBe(105000);
    expect(await outcomes(t)).toEqual(['bad-signature', 'stale', 'amount-mismatch', 'unknown-order', 'bad-payload', 'late']);
  });

  it('refuses a callback dated more than 60 s ahead of our clock, and takes one within the skew', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const o = await order(t, token, 20000);
    expect(await callback(t, paid(t, o, { timestamp: t.deps.now() + 5 * 60_000 }))).toEqual({ status: 400, outcome: 'future' });
    expect(await callback(t, paid(t, o, { timestamp: t.deps.now() + 61_000 }))).toEqual({ status: 400, outcome: 'future' });
    expect(await coinOf(t, demo.id)).toBe(105000);
    expect(expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token })).order.status).toBe('pending');
    expect(await callback(t, paid(t, o, { timestamp: t.deps.now() + 30_000 }))).toEqual({ status: 200, outcome: 'accepted' });
    expect(await coinOf(t, demo.id)).toBe(125000);
    expect(await outcomes(t)).toEqual(['future', 'future', 'accepted']);
  });

  it('answers an exact repeat of the applied payment as a duplicate (200), but another payment or outcome for a settled order as not-pending (400)', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const o = await order(t, token, 20000);
    expect(await callback(t, paid(t, o))).toEqual({ status: 200, outcome: 'accepted' });
    expect(await callback(t, paid(t, o))).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await callback(t, paid(t, o, { providerOrderId: 'SBX-another-payment' }))).toEqual({ status: 400, outcome: 'not-pending' });
    expect(await callback(t, paid(t, o, { status: 'failed' }))).toEqual({ status: 400, outcome: 'not-pending' });
    expect(await coinOf(t, demo.id)).toBe(125000);
    expect(expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token })).order.status).toBe('paid');
    // A cancelled order: its own repeat is a duplicate, a payment after it is refused and credits nothing.
    const cancelled = await order(t, token, 10000);
    expect(await callback(t, paid(t, cancelled, { status: 'failed' }))).toEqual({ status: 200, outcome: 'failed' });
    expect(await callback(t, paid(t, cancelled, { status: 'failed' }))).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await callback(t, paid(t, cancelled))).toEqual({ status: 400, outcome: 'not-pending' });
    expect(await coinOf(t, demo.id)).toBe(125000);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('refuses a signed callback with NUL or a lone surrogate in a field (400, recorded, nothing credited); the order can still be paid', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const o = await order(t, token, 20000);
    for (const bad of ['\u0000', '\ud800', 'x\udc00']) {
      expect(await callback(t, paid(t, o, { providerOrderId: `SBX${bad}` })), JSON.stringify(bad)).toEqual({ status: 400, outcome: 'bad-payload' });
      expect(await callback(t, paid(t, o, { orderNo: `${o.orderNo}${bad}` })), JSON.stringify(bad)).toEqual({ status: 400, outcome: 'bad-payload' });
    }
    expect(await coinOf(t, demo.id)).toBe(105000);
    expect(expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token })).order.status).toBe('pending');
    expect(await outcomes(t)).toEqual(Array(6).fill('bad-payload'));
    expect(await callback(t, paid(t, o))).toEqual({ status: 200, outcome: 'accepted' });
    expect(await coinOf(t, demo.id)).toBe(125000);
  });

  it('50 concurrent copies of one callback credit once', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const o = await order(t, token, 30000);
    const payload = paid(t, o);
    const results = await Promise.all(Array.from({ length: 50 }, () => callback(t, payload)));
    expect(results.filter((r) => r.outcome === 'accepted')).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await coinOf(t, demo.id)).toBe(135000);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it("a player cannot read another player's order", async () => {
    const token = await t.loginDemo();
    const o = await order(t, token, 20000);
    const other = expectOk(await t.call('accountRegist', { account: 'someoneelse', password: 'Kalamansi-26', birthDate: '1990-01-01' })).token as string;
    expectError(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token: other }), { status: 404, errcode: 404, msg: 'errors.wallet.orderNotFound' });
  });
});
