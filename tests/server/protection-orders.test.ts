import { createHmac } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { houseBalance, HouseAccount, transfer } from '../../server/ledger/ledger.ts';
import { auditInvariants } from '../../server/ops/invariants.ts';
import { protectionRepo } from '../../server/protection/index.ts';
import { databaseKind, SANDBOX_TEST_SECRET, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectError, expectOk, PASSWORD, userById } from './helpers.ts';
import { newPlayer } from './console-play.ts';
import { consoleCall, expectRefused, operatorWithSession } from './console-helpers.ts';
import { reqId } from './games-helpers.ts';
import { ordersOf, setLimit } from './protection-helpers.ts';

/**
 * Issue 26: deposit orders do not outlive an exclusion or a limit (docs/protection.md "Deposit orders"),
 * and a payment that arrives anyway is held for a refund, never the player's coin (docs/payments.md
 * "Refused at settlement"). The sandbox gateway; PayMongo's side is protection-orders-paymongo.test.ts.
 */
type Order = { orderNo: string; amount: number; payUrl: string };
const recharge = async (t: TestServer, token: string, amount: number): Promise<Order> =>
  expectOk(await t.call('recharge', { typeId: 1, amount, requestId: reqId('po') }, { token })).order as Order;

/** The sandbox provider's server telling us an order was paid (signed as the sandbox signs). */
async function paid(t: TestServer, order: Order, paymentId = `SBX-${order.orderNo}`) {
  const body = JSON.stringify({ orderNo: order.orderNo, providerOrderId: paymentId, amount: order.amount, status: 'paid', timestamp: t.deps.now() });
  const res = await t.app.inject({
    method: 'POST',
    url: '/payments/callback/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': createHmac('sha256', SANDBOX_TEST_SECRET).update(body).digest('hex') },
  });
  return { status: res.statusCode, outcome: (res.json() as { outcome: string }).outcome };
}

const statusOf = async (t: TestServer, orderNo: string) => (await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, orderNo)))[0]!.status;
const refundsPayable = (t: TestServer) => houseBalance(t.deps.db, HouseAccount.refundsPayable);
const transfersOf = (t: TestServer, key: string) => t.deps.db.select().from(schema.ledgerTransfers).where(like(schema.ledgerTransfers.idempotencyKey, key));

async function booksClean(t: TestServer) {
  expect((await auditLedger(t.deps.db)).ok).toBe(true);
  expect(await auditInvariants(t.deps.db)).toEqual([]);
}

describe(`player protection: deposit orders and settlement (${databaseKind})`, () => {
  const t = useTestServer();

  it('an order made before a self-exclusion and paid after it: no coin, refund_due, seen by compliance; the refund empties the liability once', async () => {
    const p = await newPlayer(t, 'exclpaid');
    const coin = await coinOf(t, p.userId);
    const held = await refundsPayable(t);
    const order = await recharge(t, p.token, 50_000);
    expectOk(await t.call('selfExclude', { months: 6, confirm: true }, { token: p.token }));
    expect(await statusOf(t, order.orderNo)).toBe('cancelled');

    // The ₱500 arrives anyway: taken (200) and held, not credited.
    expect(await paid(t, order)).toEqual({ status: 200, outcome: 'refund-due' });
    expect(await statusOf(t, order.orderNo)).toBe('refund_due');
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect((await userById(t, p.userId))!.totalRecharge).toBe(0);
    expect((await refundsPayable(t)) - held).toBe(50_000);
    expect(await paid(t, order)).toEqual({ status: 200, outcome: 'duplicate' });
    // The player, signed in withdraw-only, sees it among their deposit orders (not in the coin record).
    const session = expectOk(await t.call('accountLogin', { type: 2, account: p.account, password: PASSWORD, withdrawOnly: true }));
    expect(expectOk(await t.call('rechargeOrders', {}, { token: session.token })).list).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'refund_due', amount: 50_000 })]);

    // Compliance sees it in the refunds list and in the player's protection history; only finance marks it.
    const compliance = await operatorWithSession(t, 'po-compliance', 'compliance');
    const finance = await operatorWithSession(t, 'po-finance', 'finance');
    const due = expectOk(await consoleCall(t, 'consoleDepositRefunds', {}, { token: compliance.token })).refunds;
    expect(due).toContainEqual(expect.objectContaining({ orderNo: order.orderNo, userId: p.userId, amount: 50_000, channel: 'GCash', reason: 'order_cancelled', status: 'refund_due', refundedAt: null }));
    const history = expectOk(await consoleCall(t, 'consolePlayerProtection', { id: p.userId }, { token: compliance.token })).events as { action: string; detail: Record<string, unknown> }[];
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['self_exclusion', 'deposits_cancelled', 'deposit_held']));
    expectRefused(await consoleCall(t, 'consoleDepositRefundMark', { orderNo: order.orderNo, reason: 'refunded in PayMongo' }, { token: compliance.token }), 403);

    const paidOut = await houseBalance(t.deps.db, HouseAccount.withdrawalsPaid);
    const marked = expectOk(await consoleCall(t, 'consoleDepositRefundMark', { orderNo: order.orderNo, reason: 'refunded in PayMongo' }, { token: finance.token })).refund;
    expect(marked).toMatchObject({ orderNo: order.orderNo, status: 'refunded', reason: 'order_cancelled' });
    expect(marked.refundedAt).toBeTypeOf('number');
    expect(await refundsPayable(t)).toBe(held);
    expect((await houseBalance(t.deps.db, HouseAccount.withdrawalsPaid)) - paidOut).toBe(50_000);
    // Not repeatable: 409, nothing moves.
    expectRefused(await consoleCall(t, 'consoleDepositRefundMark', { orderNo: order.orderNo, reason: 'again' }, { token: finance.token }), 409, { msg: 'errors.console.refundNotDue' });
    expect(await refundsPayable(t)).toBe(held);
    expect(await transfersOf(t, `deposit_refunded:${order.orderNo}`)).toHaveLength(1);
    const audit = await t.deps.db.select().from(schema.consoleAudit).where(eq(schema.consoleAudit.target, `deposit:${order.orderNo}`));
    expect(audit).toEqual([expect.objectContaining({ call: 'consoleDepositRefundMark', operator: 'po-finance', reason: 'refunded in PayMongo', before: { status: 'refund_due' } })]);
    expect(expectOk(await consoleCall(t, 'consoleDepositRefunds', {}, { token: finance.token })).refunds.map((r: { orderNo: string }) => r.orderNo)).not.toContain(order.orderNo);
    expect(expectOk(await consoleCall(t, 'consoleDepositRefunds', { status: 'refunded' }, { token: compliance.token })).refunds[0]).toMatchObject({ orderNo: order.orderNo });
    await booksClean(t);
  });

  it('20 orders pending when a ₱1,000/day limit is set are all cancelled; paid anyway, each is held; a new order within the limit is credited', async () => {
    const p = await newPlayer(t, 'twenty');
    const coin = await coinOf(t, p.userId);
    const held = await refundsPayable(t);
    const orders: Order[] = [];
    for (let i = 0; i < 20; i++) orders.push(await recharge(t, p.token, 10_000));
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000));
    expect((await ordersOf(t, p.userId)).map((o) => o.status)).toEqual(Array(20).fill('cancelled'));

    const outcomes = await Promise.all(orders.map((o) => paid(t, o)));
    expect(outcomes.every((o) => o.outcome === 'refund-due' && o.status === 200)).toBe(true);
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect((await refundsPayable(t)) - held).toBe(200_000);
    // The player reads what became of it, translated by the app (wallet:deposit.status.refund_due).
    expect(expectOk(await t.call('rechargeOrder', { orderNo: orders[0]!.orderNo }, { token: p.token })).order.status).toBe('refund_due');

    const fresh = await recharge(t, p.token, 100_000);
    expect(await paid(t, fresh)).toEqual({ status: 200, outcome: 'accepted' });
    expect((await coinOf(t, p.userId)) - coin).toBe(100_000);
    expectError(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('po') }, { token: p.token }), { status: 200, errcode: 6001 });
    const listed = expectOk(await t.call('rechargeOrders', {}, { token: p.token })).list as { orderNo: string; status: string }[];
    expect(listed.map((o) => o.status)).toEqual(['paid', ...Array(19).fill('refund_due')]);
    expect(listed[0]!.orderNo).toBe(fresh.orderNo);
    await booksClean(t);
  });

  it('an order cancelled by a lower limit it would have fitted in is still not paid when paid anyway: held for a refund', async () => {
    const p = await newPlayer(t, 'fits');
    const coin = await coinOf(t, p.userId);
    const order = await recharge(t, p.token, 10_000);
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000));
    expect(await paid(t, order)).toEqual({ status: 200, outcome: 'refund-due' });
    expect(await coinOf(t, p.userId)).toBe(coin);
  });

  it('the same deposit limit set again, or a higher one asked for, cancels nothing: the orders stay payable', async () => {
    const p = await newPlayer(t, 'samelimit');
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000));
    const order = await recharge(t, p.token, 10_000);
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000));
    await setLimit(t, p.token, 'deposit', 'day', 200_000); // a raise waits its 24 hours (or asks to confirm): never a cancellation
    expect((await ordersOf(t, p.userId)).map((o) => o.status)).toEqual(['pending']);
    expect(await paid(t, order)).toEqual({ status: 200, outcome: 'accepted' });
  });

  it('orders the cancellation never saw are still checked at settlement: an exclusion and a deposit limit each refuse', async () => {
    const p = await newPlayer(t, 'unseen');
    const coin = await coinOf(t, p.userId);
    const [a, b, c] = [await recharge(t, p.token, 60_000), await recharge(t, p.token, 60_000), await recharge(t, p.token, 30_000)];
    // A limit written behind the setting (as if made while these orders were being created): only the paid count.
    await protectionRepo(t.deps.db).insertLimit({ userId: p.userId, kind: 'deposit', period: 'day', amount: 100_000, setBy: 'player', updatedAt: new Date(t.deps.now()) });
    expect(await paid(t, a)).toEqual({ status: 200, outcome: 'accepted' });
    expect(await paid(t, b)).toEqual({ status: 200, outcome: 'refund-due' });
    expect(await paid(t, c)).toEqual({ status: 200, outcome: 'accepted' });
    expect((await coinOf(t, p.userId)) - coin).toBe(90_000);
    const reasons = await transfersOf(t, `deposit_held:${b.orderNo}`);
    expect(reasons.map((r) => (r.meta as { reason: string }).reason)).toEqual(['deposit_limit']);

    // An exclusion written behind exclude(): the pending order is refused by it.
    const d = await recharge(t, p.token, 10_000);
    await protectionRepo(t.deps.db).insertExclusion({ userId: p.userId, kind: 'timeout', startsAt: new Date(t.deps.now()), endsAt: new Date(t.deps.now() + 86_400_000), createdAt: new Date(t.deps.now()) });
    expect(await paid(t, d)).toEqual({ status: 200, outcome: 'refund-due' });
    expect(((await transfersOf(t, `deposit_held:${d.orderNo}`))[0]!.meta as { reason: string }).reason).toBe('timeout');
    expect((await coinOf(t, p.userId)) - coin).toBe(90_000);
    await booksClean(t);
  });

  it("a time-out cancels the order; the sandbox page shows it cancelled, and its pay button (an old tab) is held, not credited", async () => {
    const p = await newPlayer(t, 'oldtab');
    const coin = await coinOf(t, p.userId);
    const order = await recharge(t, p.token, 20_000);
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.body).toContain('This order is already cancelled.');
    const pay = await t.app.inject({ method: 'POST', url: `${order.payUrl}/pay`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(pay.statusCode).toBe(303);
    expect(await statusOf(t, order.orderNo)).toBe('refund_due');
    expect(await coinOf(t, p.userId)).toBe(coin);
    await booksClean(t);
  });

  it('the normal path still credits; 50 copies of a callback for a cancelled order hold it once; a race with a time-out credits or holds, never both', async () => {
    const p = await newPlayer(t, 'racer');
    const coin = await coinOf(t, p.userId);
    const normal = await recharge(t, p.token, 10_000);
    expect(await paid(t, normal)).toEqual({ status: 200, outcome: 'accepted' });
    expect((await coinOf(t, p.userId)) - coin).toBe(10_000);

    const raced = await recharge(t, p.token, 20_000);
    const [results] = await Promise.all([Promise.all(Array.from({ length: 20 }, () => paid(t, raced))), t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token })]);
    const credited = await transfersOf(t, `deposit:${raced.orderNo}`);
    const heldRaced = await transfersOf(t, `deposit_held:${raced.orderNo}`);
    expect(credited.length + heldRaced.length).toBe(1);
    expect(await statusOf(t, raced.orderNo)).toBe(credited.length === 1 ? 'paid' : 'refund_due');
    expect(results.filter((r) => r.outcome === 'accepted' || r.outcome === 'refund-due')).toHaveLength(1);

    const q = await newPlayer(t, 'fifty');
    const held = await refundsPayable(t);
    const cancelled = await recharge(t, q.token, 30_000);
    expectOk(await t.call('selfExclude', { months: 6, confirm: true }, { token: q.token }));
    const copies = await Promise.all(Array.from({ length: 50 }, () => paid(t, cancelled)));
    expect(copies.filter((r) => r.outcome === 'refund-due')).toHaveLength(1);
    expect(copies.filter((r) => r.outcome === 'duplicate')).toHaveLength(49);
    expect((await refundsPayable(t)) - held).toBe(30_000);
    expect(await transfersOf(t, `deposit_held:${cancelled.orderNo}`)).toHaveLength(1);
    // Another payment for the held order changes nothing.
    expect(await paid(t, cancelled, 'SBX-another-payment')).toEqual({ status: 400, outcome: 'not-pending' });
    await booksClean(t);
  });

  it('the ops audit names a held deposit held twice, and a hold whose order says it was never refused', async () => {
    const p = await newPlayer(t, 'audited');
    const [a, b] = [await recharge(t, p.token, 10_000), await recharge(t, p.token, 20_000)];
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    expect((await paid(t, a)).outcome).toBe('refund-due');
    expect((await paid(t, b)).outcome).toBe('refund-due');
    await t.deps.db.transaction((tx) =>
      transfer(tx, {
        kind: 'deposit_held',
        idempotencyKey: `deposit_held:${a.orderNo}:again`,
        legs: [
          { account: { house: HouseAccount.depositClearing }, amount: -10_000 },
          { account: { house: HouseAccount.refundsPayable }, amount: 10_000 },
        ],
        shardKey: p.userId,
        meta: { orderNo: a.orderNo },
      }),
    );
    await t.deps.db.update(schema.depositOrders).set({ status: 'expired' }).where(eq(schema.depositOrders.orderNo, b.orderNo));
    const problems = Object.fromEntries((await auditInvariants(t.deps.db)).map((found) => [found.check, found.rows.map((r) => r.order_no)]));
    expect(problems).toEqual({ 'deposit-refused-not-held-once': [a.orderNo], 'deposit-held-but-not-refused': [b.orderNo] });
  });
});
