import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { houseBalance, HouseAccount } from '../../server/ledger/ledger.ts';
import { reconcileRefunds, sandboxGateway, startRefundReconciler } from '../../server/wallet/index.ts';
import { REFUND_RETRY_AFTER_ERROR_MS } from '../../server/wallet/payments/refund-reconcile.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectOk } from './helpers.ts';
import { newPlayer } from './console-play.ts';
import { consoleCall, operatorWithSession, query } from './console-helpers.ts';
import { reqId } from './games-helpers.ts';
import { startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';
import { expectCleanAudit, listenFor, paidAtPaymongo, paymongoFor, reversalsOfOrder } from './reversal-helpers.ts';

/**
 * Issue 26, missed refund webhooks (docs/payments.md "Missed refund webhooks"): PayMongo does not replay
 * a missed `payment.refunded` / `payment.refund.updated`, so the server asks it for the refunds of each
 * paid deposit inside its refund window (`GET /v1/payments/{id}`, refund-reconcile.ts) on a schedule, and
 * applies each succeeded refund through the webhook's own path: once, whoever comes first.
 */
let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The payments the reconciliation asked PayMongo about, in order. */
const asked = () => fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payments/')).map((r) => r.path.slice('/v1/payments/'.length));
const financeRefunds = async (t: TestServer) => {
  const finance = await operatorWithSession(t, `rr-finance-${Math.random().toString(36).slice(2, 8)}`, 'finance');
  return expectOk(await consoleCall(t, 'consoleChargebacks', {}, { token: finance.token })).refunds as Record<string, unknown>[];
};

describe(`refunds whose webhook never came, found by asking PayMongo (${databaseKind})`, () => {
  const t = useTestServer({ payments: () => paymongoFor(fake)() });
  beforeEach(async () => {
    clock = t.deps.now;
    await listenFor(t, fake);
  });

  it('a refund whose webhooks never came is found by the run and debits once, as the webhook would; its late webhooks and a second run change nothing', async () => {
    // Two players, two full refunds: one reported by its webhooks, one whose webhooks never came.
    const hooked = await newPlayer(t, 'rrhook');
    const missed = await newPlayer(t, 'rrmiss');
    const viaHook = await paidAtPaymongo(t, fake, hooked.token, 50_000);
    const viaPoll = await paidAtPaymongo(t, fake, missed.token, 50_000);
    const coin = await coinOf(t, missed.userId);
    expect((await fake.refund(viaHook.paymentId)).deliveries[0]!.body.outcome).toBe('refund-applied');
    const clearing = await houseBalance(t.deps.db, HouseAccount.depositClearing);
    const withheld = await fake.refund(viaPoll.paymentId, { withhold: true });
    expect(await coinOf(t, missed.userId)).toBe(coin);

    // Not asked before its first interval (2 hours after the credit); then found.
    expect(await reconcileRefunds(t.deps)).toMatchObject({ ok: true, checked: 0 });
    t.advance(2 * HOUR);
    fake.requests.length = 0;
    const report = await reconcileRefunds(t.deps);
    expect(report).toEqual({ ok: true, checked: 2, applied: [{ orderNo: viaPoll.orderNo, refunds: [withheld.refund.id], outcome: 'refund-applied' }], pending: [], errors: [] });
    expect(asked().sort()).toEqual([viaHook.paymentId, viaPoll.paymentId].sort());
    expect(coin - (await coinOf(t, missed.userId))).toBe(50_000);
    // Back to deposit clearing, where the deposit came from (as the webhook's refund did).
    expect((await houseBalance(t.deps.db, HouseAccount.depositClearing)) - clearing).toBe(50_000);

    // The same reversal, ledger move and finance view as the webhook's refund.
    const [polled] = await reversalsOfOrder(t, viaPoll.orderNo);
    const [hook] = await reversalsOfOrder(t, viaHook.orderNo);
    const shape = (row: typeof polled) => ({ kind: row!.kind, provider: row!.provider, status: row!.status, amount: row!.amount, taken: row!.taken, debt: row!.debt, openedBy: row!.openedBy, note: row!.note });
    expect(shape(polled)).toEqual(shape(hook));
    expect(polled).toMatchObject({ providerRef: withheld.refund.id, status: 'refunded', openedBy: 'provider', amount: 50_000, taken: 50_000, debt: 0 });
    const seen = await financeRefunds(t);
    const pick = ({ kind, amount, taken, debt, status, paymentMethod }: Record<string, unknown>) => ({ kind, amount, taken, debt, status, paymentMethod });
    expect(pick(seen.find((r) => r.orderNo === viaPoll.orderNo)!)).toEqual(pick(seen.find((r) => r.orderNo === viaHook.orderNo)!));
    expect(await query(t, sql`SELECT outcome, ip FROM payment_callbacks WHERE order_no = ${viaPoll.orderNo} AND ip = 'reconcile'`)).toEqual([{ outcome: 'refund-applied', ip: 'reconcile' }]);

    // Its webhooks, late: the same refund, nothing moves. Runs after: nothing either.
    expect((await Promise.all(withheld.events.map((event) => fake.deliver(event)))).map((d) => d.body.outcome)).toEqual(['duplicate', 'duplicate']);
    t.advance(2 * HOUR);
    expect(await reconcileRefunds(t.deps)).toEqual({ ok: true, checked: 2, applied: [], pending: [], errors: [] });
    expect(coin - (await coinOf(t, missed.userId))).toBe(50_000);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'deposit_refund'`)).toEqual([{ n: 2 }]);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM payment_callbacks WHERE ip = 'reconcile'`)).toEqual([{ n: 1 }]);
    await expectCleanAudit(t);
  });

  it('a webhook first, then the run: the run finds the refund recorded and moves nothing', async () => {
    const p = await newPlayer(t, 'rrfirst');
    const { paymentId, orderNo } = await paidAtPaymongo(t, fake, p.token, 40_000);
    const coin = await coinOf(t, p.userId);
    expect((await fake.refund(paymentId, { amount: 15_000 })).deliveries.map((d) => d.body.outcome)).toEqual(['refund-applied', 'duplicate']);
    t.advance(2 * HOUR);
    expect(await reconcileRefunds(t.deps)).toEqual({ ok: true, checked: 1, applied: [], pending: [], errors: [] });
    expect(coin - (await coinOf(t, p.userId))).toBe(15_000);
    expect(await reversalsOfOrder(t, orderNo)).toHaveLength(1);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM payment_callbacks WHERE ip = 'reconcile'`)).toEqual([{ n: 0 }]);
    await expectCleanAudit(t);
  });

  it('a partial refund, then a second one, each found by a run and each taken once', async () => {
    const p = await newPlayer(t, 'rrpart');
    const { paymentId, orderNo } = await paidAtPaymongo(t, fake, p.token, 50_000);
    const coin = await coinOf(t, p.userId);
    const first = await fake.refund(paymentId, { amount: 20_000, withhold: true });
    t.advance(2 * HOUR);
    expect((await reconcileRefunds(t.deps)).applied).toEqual([{ orderNo, refunds: [first.refund.id], outcome: 'refund-applied' }]);
    expect(coin - (await coinOf(t, p.userId))).toBe(20_000);
    const second = await fake.refund(paymentId, { amount: 10_000, withhold: true });
    t.advance(2 * HOUR);
    // The payment now lists both refunds: only the new one is taken.
    expect((await reconcileRefunds(t.deps)).applied).toEqual([{ orderNo, refunds: [second.refund.id], outcome: 'refund-applied' }]);
    expect(coin - (await coinOf(t, p.userId))).toBe(30_000);
    expect((await reversalsOfOrder(t, orderNo)).map((r) => r.amount).sort()).toEqual([10_000, 20_000]);
    for (const event of [...first.events, ...second.events]) expect((await fake.deliver(event)).body.outcome).toBe('duplicate');
    expect(coin - (await coinOf(t, p.userId))).toBe(30_000);
    await expectCleanAudit(t);
  });

  it('a pending refund is reported, not applied; once it succeeds the next run applies it', async () => {
    const p = await newPlayer(t, 'rrpend');
    const { paymentId, orderNo } = await paidAtPaymongo(t, fake, p.token, 30_000);
    const coin = await coinOf(t, p.userId);
    const { refund } = await fake.refund(paymentId, { stayPending: true, withhold: true });
    t.advance(2 * HOUR);
    expect(await reconcileRefunds(t.deps)).toEqual({ ok: true, checked: 1, applied: [], pending: [{ orderNo, refunds: [refund.id] }], errors: [] });
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect(await reversalsOfOrder(t, orderNo)).toEqual([]);
    const succeeded = await fake.succeedRefund(refund.id, { withhold: true });
    t.advance(2 * HOUR);
    expect(await reconcileRefunds(t.deps)).toEqual({ ok: true, checked: 1, applied: [{ orderNo, refunds: [refund.id], outcome: 'refund-applied' }], pending: [], errors: [] });
    expect(coin - (await coinOf(t, p.userId))).toBe(30_000);
    for (const event of succeeded.events) expect((await fake.deliver(event)).body.outcome).toBe('duplicate');
    await expectCleanAudit(t);
  });

  it("a provider error or an unreadable answer for one deposit is reported and retried within the hour; the others are applied", async () => {
    const p = await newPlayer(t, 'rrerr');
    const deposits = [];
    for (let i = 0; i < 3; i++) deposits.push(await paidAtPaymongo(t, fake, p.token, 20_000));
    const coin = await coinOf(t, p.userId);
    const refunds = [];
    for (const d of deposits) refunds.push((await fake.refund(d.paymentId, { withhold: true })).refund);
    const [down, garbled, fine] = deposits as [(typeof deposits)[0], (typeof deposits)[0], (typeof deposits)[0]];
    fake.paymentAnswers.set(down.paymentId, { status: 503, body: JSON.stringify({ errors: [{ code: 'service_unavailable', detail: 'Try again later.' }] }) });
    // Signed in, answered 200, but not a payment we can read: its refunds are not a list.
    fake.paymentAnswers.set(garbled.paymentId, { status: 200, body: JSON.stringify({ data: { id: garbled.paymentId, type: 'payment', attributes: { refunds: 'none' } } }) });
    t.advance(2 * HOUR);
    const report = await reconcileRefunds(t.deps);
    expect(report).toMatchObject({ ok: false, checked: 3, applied: [{ orderNo: fine.orderNo, refunds: [refunds[2]!.id], outcome: 'refund-applied' }], pending: [] });
    expect(report.errors.map((e) => e.orderNo)).toEqual([down.orderNo, garbled.orderNo]);
    expect(report.errors[0]!.error).toContain('503');
    expect(coin - (await coinOf(t, p.userId))).toBe(20_000);
    const checks = await t.deps.db.select().from(schema.depositRefundChecks);
    const byOrder = new Map((await t.deps.db.select().from(schema.depositOrders)).map((o) => [o.id, o.orderNo]));
    const failures = Object.fromEntries(checks.map((c) => [byOrder.get(c.orderId), [c.failures, c.lastError === null]]));
    expect(failures).toEqual({ [down.orderNo]: [1, false], [garbled.orderNo]: [1, false], [fine.orderNo]: [0, true] });

    // An hour later (before the 2-hour interval of a young deposit) the two are asked again; PayMongo answers now.
    fake.paymentAnswers.clear();
    t.advance(REFUND_RETRY_AFTER_ERROR_MS);
    fake.requests.length = 0;
    const again = await reconcileRefunds(t.deps);
    expect(asked()).toEqual([down.paymentId, garbled.paymentId]);
    expect(again).toMatchObject({ ok: true, checked: 2 });
    expect(again.applied.map((a) => a.orderNo)).toEqual([down.orderNo, garbled.orderNo]);
    expect(coin - (await coinOf(t, p.userId))).toBe(60_000);
    expect((await t.deps.db.select().from(schema.depositRefundChecks)).every((c) => c.failures === 0 && c.lastError === null)).toBe(true);
    await expectCleanAudit(t);
  });

  it("the adapter reads GET /v1/payments/{id} strictly: another payment, another payment's refund, or not JSON is an error, never a guess", async () => {
    const p = await newPlayer(t, 'rrstrict');
    const { paymentId } = await paidAtPaymongo(t, fake, p.token, 30_000);
    const { refund } = await fake.refund(paymentId, { amount: 10_000, withhold: true });
    const gateway = paymongoFor(fake)();
    expect(await gateway.fetchRefunds!(paymentId)).toEqual([{ id: refund.id, paymentId, amount: 10_000, currency: 'PHP', status: 'succeeded' }]);
    const payment = { data: { id: paymentId, type: 'payment', attributes: { refunds: [{ id: refund.id, type: 'refund', attributes: { ...refund.attributes } }] } } };
    const answers: [string, unknown][] = [
      ['another payment', { data: { ...payment.data, id: 'pay_someoneelse0000000' } }],
      ["another payment's refund", { data: { ...payment.data, attributes: { refunds: [{ ...payment.data.attributes.refunds[0], attributes: { ...refund.attributes, payment_id: 'pay_someoneelse0000000' } }] } } }],
      ['an amount that is not centavos', { data: { ...payment.data, attributes: { refunds: [{ ...payment.data.attributes.refunds[0], attributes: { ...refund.attributes, amount: 100.5 } }] } } }],
      ['no refunds at all', { data: { id: paymentId, type: 'payment', attributes: {} } }],
    ];
    for (const [what, body] of answers) {
      fake.paymentAnswers.set(paymentId, { status: 200, body: JSON.stringify(body) });
      await expect(gateway.fetchRefunds!(paymentId), what).rejects.toThrow();
    }
    fake.paymentAnswers.set(paymentId, { status: 200, body: '<html>maintenance</html>' });
    await expect(gateway.fetchRefunds!(paymentId)).rejects.toThrow();
    fake.paymentAnswers.clear();
  });

  it('deposits past their refund window (by how they were paid, plus 30 days) are not asked', async () => {
    const p = await newPlayer(t, 'rrwindow');
    const card = await paidAtPaymongo(t, fake, p.token, 20_000, 'card');
    const gcash = await paidAtPaymongo(t, fake, p.token, 20_000, 'gcash');
    const maya = await paidAtPaymongo(t, fake, p.token, 20_000, 'paymaya');
    // 91 days: a card payment is past PayMongo's 60 days and the 30 days' grace; GCash (180) and Maya (365) are not.
    t.advance(91 * DAY);
    fake.requests.length = 0;
    expect((await reconcileRefunds(t.deps)).checked).toBe(2);
    expect(asked().sort()).toEqual([gcash.paymentId, maya.paymentId].sort());
    // 211 days: GCash is past too; Maya is asked until 395.
    t.advance(120 * DAY);
    fake.requests.length = 0;
    expect((await reconcileRefunds(t.deps)).checked).toBe(1);
    expect(asked()).toEqual([maya.paymentId]);
    t.advance(185 * DAY);
    fake.requests.length = 0;
    expect((await reconcileRefunds(t.deps)).checked).toBe(0);
    expect(asked()).toEqual([]);
    expect(card.paymentId).toMatch(/^pay_/);
  });

  it('only paid PayMongo deposits are asked: not a sandbox deposit from before the switch, nor a deposit held for a refund', async () => {
    const p = await newPlayer(t, 'rrother');
    const own = await paidAtPaymongo(t, fake, p.token, 20_000);
    await t.deps.db.insert(schema.depositOrders).values({
      orderNo: `SBX${Date.now()}`,
      userId: p.userId,
      requestId: reqId('sbx'),
      provider: 'sandbox',
      typeId: 1,
      amount: 20_000,
      status: 'paid',
      providerOrderId: 'sbx-payment-1',
      settledAt: new Date(t.deps.now()),
      expiresAt: new Date(t.deps.now() + 30 * 60_000),
    });
    // Held for a refund (a time-out, then a payment): finance refunds it at PayMongo and marks it here.
    const held = expectOk(await t.call('recharge', { typeId: 1, amount: 20_000, requestId: reqId('held') }, { token: p.token })).order as { orderNo: string };
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    const [heldRow] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, held.orderNo));
    expect((await fake.pay(heldRow!.providerRef!)).deliveries[0]!.body.outcome).toBe('refund-due');
    t.advance(2 * HOUR);
    fake.requests.length = 0;
    expect((await reconcileRefunds(t.deps)).checked).toBe(1);
    expect(asked()).toEqual([own.paymentId]);
  });

  it('the batch bound: at most `batch` deposits a run, oldest-checked first; each then waits its interval, longer as it ages', async () => {
    const p = await newPlayer(t, 'rrbatch');
    const deposits = [];
    for (let i = 0; i < 3; i++) deposits.push(await paidAtPaymongo(t, fake, p.token, 20_000));
    const ids = deposits.map((d) => d.paymentId);
    const run = async (batch?: number) => {
      fake.requests.length = 0;
      const report = await reconcileRefunds(t.deps, batch === undefined ? {} : { batch });
      expect(report.ok).toBe(true);
      return asked();
    };
    t.advance(2 * HOUR);
    expect(await run(2)).toEqual([ids[0], ids[1]]);
    t.advance(60_000);
    // The third was never asked: it is the oldest-checked now; the two just asked are not due yet.
    expect(await run(2)).toEqual([ids[2]]);
    expect(await run(2)).toEqual([]);
    // Under a day old: every 2 hours.
    t.advance(2 * HOUR - 2 * 60_000);
    expect(await run()).toEqual([]);
    t.advance(60_000);
    expect(await run()).toEqual([ids[0], ids[1]]);
    t.advance(60_000);
    expect(await run()).toEqual([ids[2]]);

    // Eight days old: every 2 days; 40 days old: every 7 days.
    t.advance(8 * DAY);
    expect(await run()).toEqual(ids);
    t.advance(2 * DAY - 60_000);
    expect(await run()).toEqual([]);
    t.advance(60_000);
    expect(await run()).toEqual(ids);
    t.advance(30 * DAY);
    expect(await run()).toEqual(ids);
    t.advance(7 * DAY - 60_000);
    expect(await run()).toEqual([]);
    t.advance(60_000);
    expect(await run()).toEqual(ids);
  });

  it('the periodic job runs the reconciliation and its stop waits for the run in progress', async () => {
    const p = await newPlayer(t, 'rrjob');
    const { paymentId } = await paidAtPaymongo(t, fake, p.token, 20_000);
    const coin = await coinOf(t, p.userId);
    await fake.refund(paymentId, { withhold: true });
    t.advance(2 * HOUR);
    const lines: string[] = [];
    const stop = startRefundReconciler(t.deps, { info: (_obj: unknown, msg?: string) => void lines.push(`info ${msg}`), warn: (_obj: unknown, msg?: string) => void lines.push(`warn ${msg}`) }, 20);
    for (let i = 0; i < 100 && (await coinOf(t, p.userId)) === coin; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(coin - (await coinOf(t, p.userId))).toBe(20_000);
    expect(lines).toContain('info refunds reconciled: refunds whose webhook never came');
  });
});

describe(`the sandbox has no provider to ask about refunds (${databaseKind})`, () => {
  const t = useTestServer();
  it('a paid sandbox deposit is never asked about: the run asks nothing', async () => {
    const p = await newPlayer(t, 'rrsandbox');
    await t.deps.db.insert(schema.depositOrders).values({
      orderNo: `SBX${Date.now()}`,
      userId: p.userId,
      requestId: reqId('sbx'),
      provider: 'sandbox',
      typeId: 1,
      amount: 20_000,
      status: 'paid',
      providerOrderId: 'sbx-payment-2',
      settledAt: new Date(t.deps.now()),
      expiresAt: new Date(t.deps.now() + 30 * 60_000),
    });
    t.advance(2 * HOUR);
    expect(t.deps.payments.name).toBe('sandbox');
    expect(sandboxGateway('s').fetchRefunds).toBeUndefined();
    expect(await reconcileRefunds(t.deps)).toEqual({ ok: true, checked: 0, applied: [], pending: [], errors: [] });
    expect(await t.deps.db.select().from(schema.depositRefundChecks)).toEqual([]);
  });
});
