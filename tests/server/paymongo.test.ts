import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { routesOf } from '../../server/app.ts';
import { paymongoGateway, reconcilePayments } from '../../server/wallet/index.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { coinOf, demoUser, expectError, expectOk } from './helpers.ts';
import { signatureHeader, startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';

/**
 * The PayMongo adapter (server/wallet/payments/paymongo.ts) against the local fake of PayMongo's API
 * (fakes/paymongo.ts): our server listens on 127.0.0.1 and the fake POSTs its signed webhooks there.
 */
const PUBLIC_URL = 'https://swerte.test';
const START = 105000; // the demo player's coin

let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

type T = ReturnType<typeof useTestServer>;
let attempts = 0;
const requestId = () => `pm-${Date.now()}-${++attempts}`;

async function deposit(t: T, token: string, amount: number, typeId = 1) {
  const order = expectOk(await t.call('recharge', { typeId, amount, requestId: requestId() }, { token })).order as { orderNo: string; amount: number; payUrl: string; status: string };
  const [row] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, order.orderNo));
  return { order, row: row!, sessionId: row!.providerRef! };
}
const statusOf = async (t: T, token: string, orderNo: string) => expectOk(await t.call('rechargeOrder', { orderNo }, { token })).order.status as string;
const eventRows = (t: T) => t.deps.db.select().from(schema.paymentEvents);

describe(`PayMongo payments (${databaseKind})`, () => {
  const t = useTestServer({
    payments: () => paymongoGateway({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, publicUrl: PUBLIC_URL }),
  });
  beforeEach(async () => {
    clock = t.deps.now;
    fake.requests.length = 0;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    fake.webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/payments/callback/paymongo`;
  });

  it('a deposit makes one checkout session with the documented request, and sends the player to its checkout_url', async () => {
    const token = await t.loginDemo();
    const id = requestId();
    const order = expectOk(await t.call('recharge', { typeId: 1, amount: 25000, requestId: id }, { token })).order;
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout_sessions', authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}` });
    const attributes = (request!.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(attributes).toMatchObject({
      line_items: [{ amount: 25000, currency: 'PHP', quantity: 1 }],
      payment_method_types: ['gcash'],
      reference_number: order.orderNo,
      success_url: `${PUBLIC_URL}/wallets?name=deposit&orderNo=${order.orderNo}`,
      cancel_url: `${PUBLIC_URL}/wallets?name=deposit&orderNo=${order.orderNo}`,
    });
    const session = [...fake.sessions.values()].find((s) => s.attributes.reference_number === order.orderNo)!;
    expect(order.payUrl).toBe(session.attributes.checkout_url);
    const [row] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, order.orderNo));
    expect(row).toMatchObject({ provider: 'paymongo', providerRef: session.id, providerIntent: session.attributes.payment_intent.id, status: 'pending' });
    // A double tap and a later look at the order find the same session; no second one is made.
    expect(expectOk(await t.call('recharge', { typeId: 1, amount: 25000, requestId: id }, { token })).order.payUrl).toBe(order.payUrl);
    expect(expectOk(await t.call('rechargeOrder', { orderNo: order.orderNo }, { token })).order.payUrl).toBe(order.payUrl);
    expect(fake.requests).toHaveLength(1);
    // Maya and bank transfer offer their own PayMongo methods.
    await t.call('recharge', { typeId: 2, amount: 25000, requestId: requestId() }, { token });
    expect((fake.requests[1]!.body as { data: { attributes: { payment_method_types: string[] } } }).data.attributes.payment_method_types).toEqual(['paymaya']);
  });

  it("refuses a deposit under PayMongo's ₱20 minimum before asking PayMongo, and tells the player when PayMongo is down (no order left, the retry works)", async () => {
    const token = await t.loginDemo();
    expectError(await t.call('recharge', { typeId: 1, amount: 1000, requestId: requestId() }, { token }), { status: 400, errcode: 400, field: 'amount', msg: 'errors.wallet.depositMin', params: { min: 20 } });
    expect(fake.requests).toHaveLength(0);
    const id = requestId();
    fake.failNext(503);
    expectError(await t.call('recharge', { typeId: 1, amount: 20000, requestId: id }, { token }), { status: 409, errcode: 409, msg: 'errors.wallet.paymentsProviderUnavailable' });
    expect(await t.deps.db.select().from(schema.depositOrders)).toHaveLength(0);
    const order = expectOk(await t.call('recharge', { typeId: 1, amount: 20000, requestId: id }, { token })).order;
    expect(order.payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_/);
  });

  it('verifies the Paymongo-Signature exactly: wrong key, missing, tampered body, stale or future timestamp and the other mode are refused; the right one credits once; a replayed event id changes nothing', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const { order, sessionId } = await deposit(t, token, 20000);
    const { events } = await fake.pay(sessionId, { withhold: true });
    const [paid, paymentPaid] = events as [(typeof events)[0], (typeof events)[0]];
    const now = Math.floor(t.deps.now() / 1000);
    expect(await fake.deliver(paid, { wrongKey: true })).toEqual({ status: 400, body: { ok: false, outcome: 'bad-signature' } });
    expect((await fake.deliver(paid, { header: null })).body.outcome).toBe('bad-signature');
    expect((await fake.deliver(paid, { header: `t=${now},te=,li=${'0'.repeat(64)}` })).body.outcome).toBe('bad-signature');
    const tampered = { ...paid, body: paid.body.replace('"amount":20000', '"amount":2000000') };
    expect((await fake.deliver(tampered, { header: signatureHeader(paid.body, fake.webhookSecret, now) })).body.outcome).toBe('bad-signature');
    expect(await fake.deliver(paid, { t: now - 11 * 60 })).toEqual({ status: 400, body: { ok: false, outcome: 'stale' } });
    expect(await fake.deliver(paid, { t: now + 5 * 60 })).toEqual({ status: 400, body: { ok: false, outcome: 'future' } });
    // Signed right, but a live-mode event reaching a test-mode server (sk_test_): refused.
    const live = { ...paid, id: 'evt_live', body: paid.body.replace('"livemode":false', '"livemode":true') };
    expect((await fake.deliver(live)).body.outcome).toBe('bad-payload');
    expect(await coinOf(t, demo.id)).toBe(START);
    expect(await statusOf(t, token, order.orderNo)).toBe('pending');

    expect(await fake.deliver(paid)).toEqual({ status: 200, body: { ok: true, outcome: 'accepted' } });
    expect(await coinOf(t, demo.id)).toBe(START + 20000);
    // PayMongo redelivers (or an attacker replays) the same event: 200, nothing changes.
    expect(await fake.deliver(paid)).toEqual({ status: 200, body: { ok: true, outcome: 'duplicate-event' } });
    expect(await fake.deliver(paid, { t: now + 30 })).toEqual({ status: 200, body: { ok: true, outcome: 'duplicate-event' } });
    // The payment's own event names the same payment: a duplicate.
    expect(await fake.deliver(paymentPaid)).toEqual({ status: 200, body: { ok: true, outcome: 'duplicate' } });
    expect(await coinOf(t, demo.id)).toBe(START + 20000);
    expect(await statusOf(t, token, order.orderNo)).toBe('paid');
    expect((await eventRows(t)).map((row) => [row.eventId, row.outcome]).sort()).toEqual([[paid.id, 'accepted'], [paymentPaid.id, 'duplicate']].sort());
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('30 concurrent deliveries of one event credit once, every answer 200', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const { sessionId } = await deposit(t, token, 30000);
    const { events } = await fake.pay(sessionId, { withhold: true });
    const results = await Promise.all(Array.from({ length: 30 }, () => fake.deliver(events[0]!)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.outcome === 'accepted')).toHaveLength(1);
    expect(await coinOf(t, demo.id)).toBe(START + 30000);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('out of order: a failed attempt then paid credits; failed after paid un-pays nothing; payment.paid before the session event credits once', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    // The player's first try fails, the second (same checkout page) pays.
    const first = await deposit(t, token, 20000);
    expect((await fake.failAttempt(first.sessionId)).deliveries.map((d) => d.body.outcome)).toEqual(['attempt-failed']);
    expect(await statusOf(t, token, first.order.orderNo)).toBe('pending');
    expect((await fake.pay(first.sessionId)).deliveries.map((d) => d.body.outcome)).toEqual(['accepted', 'duplicate']);
    // A failure reported after the payment: recorded, nothing moves.
    expect((await fake.failAttempt(first.sessionId)).deliveries.map((d) => [d.status, d.body.outcome])).toEqual([[200, 'attempt-failed']]);
    expect(await statusOf(t, token, first.order.orderNo)).toBe('paid');
    expect(await coinOf(t, demo.id)).toBe(START + 20000);
    // The two events of one payment, the payment's first: the order is found by its payment intent.
    const second = await deposit(t, token, 10000);
    const { events } = await fake.pay(second.sessionId, { withhold: true });
    expect((await fake.deliver(events[1]!)).body.outcome).toBe('accepted');
    expect((await fake.deliver(events[0]!)).body.outcome).toBe('duplicate');
    expect(await coinOf(t, demo.id)).toBe(START + 30000);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('paid after the order expired: recorded late, nothing credited; paid in time but heard after expiry: credited once', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const late = await deposit(t, token, 20000);
    const inTime = await deposit(t, token, 30000);
    t.advance(29 * 60_000);
    const { events } = await fake.pay(inTime.sessionId, { withhold: true });
    t.advance(6 * 60_000);
    expect(await statusOf(t, token, inTime.order.orderNo)).toBe('expired');
    expect((await fake.pay(late.sessionId)).deliveries.map((d) => [d.status, d.body.outcome])).toEqual([[200, 'late'], [200, 'late']]);
    expect(await statusOf(t, token, late.order.orderNo)).toBe('expired');
    expect(await coinOf(t, demo.id)).toBe(START);
    // Its webhook comes only now (a retry): the payment was made at minute 29 of 30.
    expect((await fake.deliver(events[0]!)).body.outcome).toBe('accepted');
    expect(await statusOf(t, token, inTime.order.orderNo)).toBe('paid');
    expect(await coinOf(t, demo.id)).toBe(START + 30000);
  });

  it('a payment of another amount or currency is refused (recorded, 200 so PayMongo stops), nothing credited', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const wrongAmount = await deposit(t, token, 20000);
    expect((await fake.pay(wrongAmount.sessionId, { amount: 2500 })).deliveries.map((d) => d.body.outcome)).toEqual(['amount-mismatch', 'amount-mismatch']);
    const wrongCurrency = await deposit(t, token, 20000);
    expect((await fake.pay(wrongCurrency.sessionId, { currency: 'USD' })).deliveries.map((d) => d.body.outcome)).toEqual(['currency-mismatch', 'currency-mismatch']);
    expect(await coinOf(t, demo.id)).toBe(START);
    expect(await statusOf(t, token, wrongAmount.order.orderNo)).toBe('pending');
  });

  it('a missed webhook is reconciled by polling: credited once; a second poll and the late webhooks change nothing', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const missed = await deposit(t, token, 40000);
    const unpaid = await deposit(t, token, 20000);
    const { events } = await fake.pay(missed.sessionId, { withhold: true });
    // Too young: left to its webhook.
    expect(await reconcilePayments(t.deps)).toMatchObject({ ok: true, checked: 0 });
    t.advance(6 * 60_000);
    fake.requests.length = 0;
    const report = await reconcilePayments(t.deps);
    expect(report).toMatchObject({ ok: true, checked: 2, settled: [{ orderNo: missed.order.orderNo, outcome: 'accepted' }], expired: [] });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([`GET /v1/checkout_sessions/${missed.sessionId}`, `GET /v1/checkout_sessions/${unpaid.sessionId}`].sort());
    expect(await coinOf(t, demo.id)).toBe(START + 40000);
    expect(await reconcilePayments(t.deps)).toMatchObject({ ok: true, checked: 1, settled: [] });
    for (const event of events) expect((await fake.deliver(event)).body).toEqual({ ok: true, outcome: 'duplicate' });
    expect(await coinOf(t, demo.id)).toBe(START + 40000);
    // The unpaid one expires with its time; PayMongo being down leaves it for the next run.
    t.advance(30 * 60_000);
    fake.failNext(500);
    const down = await reconcilePayments(t.deps);
    expect(down).toMatchObject({ ok: false, checked: 1, settled: [], expired: [] });
    expect(down.errors[0]!.error).toContain('500');
    expect(await reconcilePayments(t.deps)).toMatchObject({ ok: true, expired: [unpaid.order.orderNo] });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('the operator command payments-reconcile runs the same reconciliation (only with the provider at hand)', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const missed = await deposit(t, token, 20000);
    await fake.pay(missed.sessionId, { withhold: true });
    const reconcile = opsCommands['payments-reconcile']!;
    expect(await reconcile({ db: t.deps.db, now: t.deps.now }, { args: [] })).toMatchObject({ ok: false });
    expect(await reconcile(t.deps, { args: ['x'] })).toMatchObject({ ok: false, error: 'usage: payments-reconcile [minutes]' });
    // It settles orders: an operator's action, refused without a name and recorded under it.
    expect(await reconcile(t.deps, { args: ['0'] })).toMatchObject({ ok: false });
    expect(await reconcile(t.deps, { args: ['0'], operator: 'finance.ana' })).toMatchObject({ ok: true, operator: 'finance.ana', settled: [{ orderNo: missed.order.orderNo, outcome: 'accepted' }] });
    expect(await reconcile(t.deps, { args: ['0'], operator: 'finance.ana' })).toMatchObject({ ok: true, checked: 0 });
    expect(await coinOf(t, demo.id)).toBe(START + 20000);
  });

  it('with PayMongo the sandbox checkout does not exist', async () => {
    expect(routesOf(t.app).filter((r) => r.url.startsWith('/sandbox'))).toEqual([]);
    const token = await t.loginDemo();
    const { order } = await deposit(t, token, 20000);
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${order.orderNo}/x/pay` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/payments/callback/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });
});
