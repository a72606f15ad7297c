import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { houseBalance, HouseAccount } from '../../server/ledger/ledger.ts';
import { auditInvariants } from '../../server/ops/invariants.ts';
import { closeCheckouts, paymongoGateway, reconcilePayments, type PaymentGateway } from '../../server/wallet/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectOk } from './helpers.ts';
import { newPlayer } from './console-play.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { reqId } from './games-helpers.ts';
import { startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';

/**
 * Issue 26 with PayMongo (the local fake, fakes/paymongo.ts): the checkout sessions of the orders an
 * exclusion or a lower limit cancels are expired at PayMongo; a payment that gets through anyway (a
 * webhook, or the reconciler's poll) is held for a refund, never credited.
 */
let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

async function deposit(t: TestServer, token: string, amount: number) {
  const order = expectOk(await t.call('recharge', { typeId: 1, amount, requestId: reqId('pmo') }, { token })).order as { orderNo: string };
  const [row] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, order.orderNo));
  return { orderNo: order.orderNo, sessionId: row!.providerRef! };
}
const statusOf = async (t: TestServer, orderNo: string) => (await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, orderNo)))[0]!.status;
const expires = () => fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/expire')).map((r) => r.path);
/** The orders the wallet asked the running gateway to close, whatever the gateway then did with them. */
const closeAsked: string[] = [];
const recordingCloses = (gateway: PaymentGateway): PaymentGateway => ({
  ...gateway,
  closePayment(order) {
    closeAsked.push(order.orderNo);
    return gateway.closePayment(order);
  },
});

describe(`player protection with PayMongo: cancelled orders and their checkouts (${databaseKind})`, () => {
  const t = useTestServer({
    payments: () => recordingCloses(paymongoGateway({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, publicUrl: 'https://swerte.test' })),
  });
  beforeEach(async () => {
    clock = t.deps.now;
    fake.requests.length = 0;
    closeAsked.length = 0;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    fake.webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/payments/callback/paymongo`;
  });

  it("a self-exclusion expires the pending order's checkout session; a payment that got through anyway is held, once, not credited", async () => {
    const p = await newPlayer(t, 'pmexcl');
    const coin = await coinOf(t, p.userId);
    const held = await houseBalance(t.deps.db, HouseAccount.refundsPayable);
    const { orderNo, sessionId } = await deposit(t, p.token, 50_000);
    expectOk(await t.call('selfExclude', { months: 6, confirm: true }, { token: p.token }));
    expect(await statusOf(t, orderNo)).toBe('cancelled');
    expect(expires()).toEqual([`/v1/checkout_sessions/${sessionId}/expire`]);
    expect(fake.sessions.get(sessionId)!.attributes.status).toBe('expired');

    // A payment already under way: its two webhooks, both answered 200; the first holds it, the second is the same payment.
    const { deliveries } = await fake.pay(sessionId);
    expect(deliveries.map((d) => d.body.outcome)).toEqual(['refund-due', 'duplicate']);
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(await statusOf(t, orderNo)).toBe('refund_due');
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect((await houseBalance(t.deps.db, HouseAccount.refundsPayable)) - held).toBe(50_000);
    // Finance sees which PayMongo payment to refund.
    const finance = await operatorWithSession(t, 'pm-finance', 'finance');
    const [refund] = expectOk(await consoleCall(t, 'consoleDepositRefunds', {}, { token: finance.token })).refunds;
    expect(refund).toMatchObject({ orderNo, provider: 'paymongo', reason: 'order_cancelled', amount: 50_000 });
    expect(refund.providerPaymentId).toMatch(/^pay_/);
    expect((await auditLedger(t.deps.db)).ok).toBe(true);
    expect(await auditInvariants(t.deps.db)).toEqual([]);
  });

  it('a lower deposit limit cancels and expires every pending checkout; a missed webhook found by the reconciler is held, not credited', async () => {
    const p = await newPlayer(t, 'pmlimit');
    const coin = await coinOf(t, p.userId);
    const orders = [await deposit(t, p.token, 30_000), await deposit(t, p.token, 30_000)];
    expectOk(await t.call('setSelfLimit', { kind: 'deposit', period: 'day', amount: 40_000 }, { token: p.token }));
    expect(expires().sort()).toEqual(orders.map((o) => `/v1/checkout_sessions/${o.sessionId}/expire`).sort());
    await fake.pay(orders[1]!.sessionId, { withhold: true });
    t.advance(6 * 60_000);
    const report = await reconcilePayments(t.deps);
    expect(report.settled).toEqual([{ orderNo: orders[1]!.orderNo, outcome: 'refund-due' }]);
    expect(await statusOf(t, orders[1]!.orderNo)).toBe('refund_due');
    expect(await statusOf(t, orders[0]!.orderNo)).toBe('cancelled');
    expect(await coinOf(t, p.userId)).toBe(coin);
    // Its webhooks arriving late change nothing.
    for (const event of fake.events.filter((e) => e.body.includes(orders[1]!.sessionId))) expect((await fake.deliver(event)).body.outcome).toBe('duplicate');
    expect((await reconcilePayments(t.deps)).settled).toEqual([]);
    expect(await auditInvariants(t.deps.db)).toEqual([]);
  });

  it('PayMongo refusing or down when asked to expire a session: the order is cancelled all the same and the exclusion stands', async () => {
    const p = await newPlayer(t, 'pmdown');
    const { orderNo, sessionId } = await deposit(t, p.token, 25_000);
    fake.failNext(503);
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    expect(await statusOf(t, orderNo)).toBe('cancelled');
    expect(fake.sessions.get(sessionId)!.attributes.status).toBe('active');
    const { deliveries } = await fake.pay(sessionId);
    expect(deliveries[0]!.body.outcome).toBe('refund-due');
    expect(await statusOf(t, orderNo)).toBe('refund_due');
  });

  it('the normal path still credits through PayMongo', async () => {
    const p = await newPlayer(t, 'pmnormal');
    const coin = await coinOf(t, p.userId);
    const { orderNo, sessionId } = await deposit(t, p.token, 20_000);
    const { deliveries } = await fake.pay(sessionId);
    expect(deliveries.map((d) => d.body.outcome)).toEqual(['accepted', 'duplicate']);
    expect(await statusOf(t, orderNo)).toBe('paid');
    expect((await coinOf(t, p.userId)) - coin).toBe(20_000);
    expect(expires()).toEqual([]);
  });

  // Mutation sample 3, N10 (refunds.ts closeCheckouts: `status === 'cancelled' && provider === running` as `||`).
  it("closes only the running provider's cancelled checkouts: not a sandbox order cancelled with them, nor a listed order paid since", async () => {
    const p = await newPlayer(t, 'pmother');
    const { orderNo, sessionId } = await deposit(t, p.token, 20_000);
    // A sandbox order left pending when the deployment switched to PayMongo: no checkout at PayMongo to close.
    const sandboxOrderNo = `SBX${Date.now()}`;
    await t.deps.db.insert(schema.depositOrders).values({
      orderNo: sandboxOrderNo,
      userId: p.userId,
      requestId: reqId('sbx'),
      provider: 'sandbox',
      typeId: 1,
      amount: 20_000,
      expiresAt: new Date(t.deps.now() + 30 * 60_000),
    });
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    expect(await statusOf(t, sandboxOrderNo)).toBe('cancelled');
    expect(await statusOf(t, orderNo)).toBe('cancelled');
    expect(closeAsked).toEqual([orderNo]);
    expect(expires()).toEqual([`/v1/checkout_sessions/${sessionId}/expire`]);

    // An order listed for closing but paid between the cancelling commit and this read (its payment came first):
    // still PayMongo's, no longer cancelled, so its (paid) session is not asked to expire.
    const other = await newPlayer(t, 'pmpaid');
    const paid = await deposit(t, other.token, 20_000);
    expect((await fake.pay(paid.sessionId)).deliveries[0]!.body.outcome).toBe('accepted');
    closeAsked.length = 0;
    fake.requests.length = 0;
    const warnings: unknown[] = [];
    await closeCheckouts(t.deps, [paid.orderNo, sandboxOrderNo, orderNo], { warn: (...args: unknown[]) => void warnings.push(args) });
    expect(closeAsked).toEqual([orderNo]);
    expect(warnings).toHaveLength(1); // the one cancelled PayMongo order: its session is expired already, PayMongo refuses
    expect(expires()).toEqual([`/v1/checkout_sessions/${sessionId}/expire`]);
  });
});
