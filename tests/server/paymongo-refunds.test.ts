import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import { houseBalance, HouseAccount } from '../../server/ledger/ledger.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { coinOf, expectError, expectOk } from './helpers.ts';
import { newPlayer } from './console-play.ts';
import { consoleCall, operatorWithSession, query } from './console-helpers.ts';
import { startFakePaymongo, type FakeEvent, type FakePaymongo } from './fakes/paymongo.ts';
import { expectCleanAudit, listenFor, paidAtPaymongo, paymongoFor, reversalsOfOrder, withdraw } from './reversal-helpers.ts';

/**
 * Issue 26: a refund PayMongo reports (`payment.refund.updated`, `payment.refunded`) takes its amount out
 * of the player's coin once per refund id, into deposit clearing; what the coin cannot cover is a debt
 * that holds withdrawals until finance settles it (docs/payments.md "Refunds, chargebacks and card money").
 */
let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

/** A refund event as PayMongo signs it, for the cases its dashboard would not make (a refund beyond the deposit, an unknown payment). */
function refundEvent(paymentId: string, amount: number, status = 'succeeded'): FakeEvent {
  const id = `evt_t${Math.random().toString(36).slice(2, 14)}`;
  const refund = { id: `ref_t${Math.random().toString(36).slice(2, 14)}`, type: 'refund', attributes: { amount, currency: 'PHP', livemode: false, payment_id: paymentId, status } };
  const at = Math.floor(clock() / 1000);
  const body = JSON.stringify({ data: { id, type: 'event', attributes: { type: 'payment.refund.updated', livemode: false, data: refund, previous_data: {}, created_at: at, updated_at: at } } });
  return { id, type: 'payment.refund.updated', body };
}

describe(`refunds reported by PayMongo (${databaseKind})`, () => {
  const t = useTestServer({ payments: () => paymongoFor(fake)() });
  beforeEach(async () => {
    clock = t.deps.now;
    await listenFor(t, fake);
  });

  it('a full refund leaves the coin once: its two events, a replay, and 20 concurrent copies of another refund each move it once', async () => {
    const p = await newPlayer(t, 'rfull');
    const coin = await coinOf(t, p.userId);
    const clearing = await houseBalance(t.deps.db, HouseAccount.depositClearing);
    const first = await paidAtPaymongo(t, fake, p.token, 50_000);
    expect((await coinOf(t, p.userId)) - coin).toBe(50_000);

    const { events, deliveries } = await fake.refund(first.paymentId);
    // payment.refund.updated (succeeded) takes it; payment.refunded names the same refund.
    expect(deliveries.map((d) => [d.status, d.body.outcome])).toEqual([
      [200, 'refund-applied'],
      [200, 'duplicate'],
    ]);
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect(await houseBalance(t.deps.db, HouseAccount.depositClearing)).toBe(clearing);
    for (const event of events) expect((await fake.deliver(event)).body.outcome).toBe('duplicate-event');
    expect(await coinOf(t, p.userId)).toBe(coin);
    const [row] = await reversalsOfOrder(t, first.orderNo);
    expect(row).toMatchObject({ kind: 'refund', status: 'refunded', amount: 50_000, taken: 50_000, debt: 0, openedBy: 'provider' });

    // Another deposit, its refund's events withheld, then 20 copies of each delivered at once.
    const second = await paidAtPaymongo(t, fake, p.token, 30_000);
    const withheld = await fake.refund(second.paymentId, { withhold: true });
    const copies = await Promise.all(withheld.events.flatMap((event) => Array.from({ length: 20 }, () => fake.deliver(event))));
    expect(copies.every((d) => d.status === 200)).toBe(true);
    const outcomes = copies.map((d) => d.body.outcome);
    expect(outcomes.filter((o) => o === 'refund-applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'refund-applied').every((o) => o === 'duplicate' || o === 'duplicate-event')).toBe(true);
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect(await reversalsOfOrder(t, second.orderNo)).toHaveLength(1);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'deposit_refund'`)).toEqual([{ n: 2 }]);
    // A refund with nothing owed holds nothing.
    expect(expectOk(await t.call('getExchange', {}, { token: p.token })).withdrawHold).toBe(false);
    await expectCleanAudit(t);
  });

  it('partial refunds: a pending one moves nothing until it succeeds; each takes its own amount; one beyond the deposit takes nothing', async () => {
    const p = await newPlayer(t, 'rpart');
    const { paymentId, orderNo } = await paidAtPaymongo(t, fake, p.token, 50_000);
    const coin = await coinOf(t, p.userId);
    const partial = await fake.refund(paymentId, { amount: 20_000, pendingFirst: true });
    expect(partial.deliveries.map((d) => d.body.outcome)).toEqual(['refund-pending', 'refund-applied', 'duplicate']);
    expect(coin - (await coinOf(t, p.userId))).toBe(20_000);
    await fake.refund(paymentId, { amount: 10_000 });
    expect(coin - (await coinOf(t, p.userId))).toBe(30_000);
    // 30,000 of 50,000 refunded: a (signed) report of 40,000 more is more than the deposit brought.
    expect((await fake.deliver(refundEvent(paymentId, 40_000))).body).toEqual({ ok: true, outcome: 'exceeds-deposit' });
    // A payment we never credited, a refund still pending: nothing moves either.
    expect((await fake.deliver(refundEvent('pay_nosuchpayment0001', 10_000))).body.outcome).toBe('unknown-payment');
    expect((await fake.deliver(refundEvent(paymentId, 5_000, 'pending'))).body.outcome).toBe('refund-pending');
    expect(coin - (await coinOf(t, p.userId))).toBe(30_000);
    expect((await reversalsOfOrder(t, orderNo)).map((r) => r.amount).sort()).toEqual([10_000, 20_000]);
    await expectCleanAudit(t);
  });

  it("finance's refund of a deposit player protection held (never coin) moves nothing here: it is marked refunded in the console", async () => {
    const p = await newPlayer(t, 'rheld');
    const coin = await coinOf(t, p.userId);
    const order = expectOk(await t.call('recharge', { typeId: 1, amount: 25_000, requestId: 'rheld-order-1' }, { token: p.token })).order as { orderNo: string };
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    const [row] = await query(t, sql`SELECT provider_ref FROM deposit_orders WHERE order_no = ${order.orderNo}`);
    expect((await fake.pay(String(row!.provider_ref))).deliveries[0]!.body.outcome).toBe('refund-due');
    const refunded = await fake.refund(fake.paymentOf(String(row!.provider_ref))!.id);
    expect(refunded.deliveries.map((d) => d.body.outcome)).toEqual(['held-deposit', 'held-deposit']);
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect(await reversalsOfOrder(t, order.orderNo)).toEqual([]);
    await expectCleanAudit(t);
  });

  it('a refund after the money was withdrawn takes what is left, records the rest as a debt and holds withdrawals until finance settles it', async () => {
    const p = await newPlayer(t, 'rdebt');
    const { paymentId, orderNo } = await paidAtPaymongo(t, fake, p.token, 50_000);
    expectOk(await withdraw(t, p, 50_000));
    const left = await coinOf(t, p.userId);
    const debts = await houseBalance(t.deps.db, HouseAccount.playerDebts);

    expect((await fake.refund(paymentId)).deliveries[0]!.body.outcome).toBe('refund-applied');
    const [row] = await reversalsOfOrder(t, orderNo);
    expect(row).toMatchObject({ taken: left, debt: 50_000 - left, debtSettledAt: null });
    expect(await coinOf(t, p.userId)).toBe(0);
    expect((await houseBalance(t.deps.db, HouseAccount.playerDebts)) - debts).toBe(-(50_000 - left));

    // Held: the player is told (2011), and the withdraw page knows.
    expectError(await withdraw(t, p, 10_000), { status: 200, errcode: Errcode.withdrawalsOnHold });
    expect(expectOk(await t.call('getExchange', {}, { token: p.token })).withdrawHold).toBe(true);

    // Finance sees the refund and the hold.
    const finance = await operatorWithSession(t, 'rv-finance', 'finance');
    const seen = expectOk(await consoleCall(t, 'consoleChargebacks', {}, { token: finance.token }));
    expect(seen.refunds.find((r: { orderNo: string }) => r.orderNo === orderNo)).toMatchObject({ kind: 'refund', amount: 50_000, debt: 50_000 - left, account: 'rdebt', paymentMethod: 'gcash' });
    expect(seen.holds.find((h: { userId: number }) => h.userId === p.userId)).toMatchObject({ openDisputes: 0, debt: 50_000 - left, coin: 0 });

    // The player deposits again; finance settles the debt from it, the rest written off, and the hold ends.
    await paidAtPaymongo(t, fake, p.token, 30_000);
    const collected = Math.min(30_000, 50_000 - left);
    const resolved = expectOk(await consoleCall(t, 'consoleWalletHoldResolve', { userId: p.userId, reason: 'collected from the new deposit' }, { token: finance.token }));
    expect(resolved).toMatchObject({ settled: [{ id: row!.id, debt: 50_000 - left, collected, writtenOff: 50_000 - left - collected }], hold: null });
    expect(await coinOf(t, p.userId)).toBe(30_000 - collected);
    expect(expectOk(await t.call('getExchange', {}, { token: p.token })).withdrawHold).toBe(false);
    // Once: a second settling finds nothing.
    expect((await consoleCall(t, 'consoleWalletHoldResolve', { userId: p.userId, reason: 'again' }, { token: finance.token })).status).toBe(409);
    expect(await query(t, sql`SELECT call, target, reason FROM console_audit WHERE call = 'consoleWalletHoldResolve'`)).toEqual([
      { call: 'consoleWalletHoldResolve', target: `player:${p.userId}`, reason: 'collected from the new deposit' },
    ]);
    await expectCleanAudit(t);
  });
});
