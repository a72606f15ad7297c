import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { houseBalance, HouseAccount } from '../../server/ledger/ledger.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectError, expectOk, snapshot } from './helpers.ts';
import { depositPaid, newPlayer } from './console-play.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { expectCleanAudit, reversalsOfOrder, withdraw } from './reversal-helpers.ts';

/**
 * Issue 26: a chargeback (dispute) on a deposit's payment, recorded by finance from the provider's notice
 * (PayMongo publishes no dispute webhook): the amount is frozen out of the coin (the rest a debt) and
 * withdrawals are held; won releases it, lost lets it go to the house; each step once, audited.
 */
const open = (t: TestServer, token: string, body: { orderNo: string; disputeRef: string; amount: number }) => consoleCall(t, 'consoleDisputeOpen', { reason: 'PayMongo dispute notice', ...body }, { token });
const resolve = (t: TestServer, token: string, id: number, outcome: 'won' | 'lost') => consoleCall(t, 'consoleDisputeResolve', { id, outcome, reason: `dispute ${outcome}` }, { token });
const held = async (t: TestServer, token: string) => expectOk(await t.call('getExchange', {}, { token })).withdrawHold as boolean;

describe(`chargebacks (${databaseKind})`, () => {
  const t = useTestServer();

  it('opened: the amount is frozen and withdrawals held; won: released to the coin, the hold ends; a second outcome is a 409', async () => {
    const p = await newPlayer(t, 'cbwon');
    const orderNo = await depositPaid(t, p.token, 50_000);
    const coin = await coinOf(t, p.userId);
    const frozen = await houseBalance(t.deps.db, HouseAccount.disputesHeld);
    const finance = await operatorWithSession(t, 'cb-finance', 'finance');

    const { dispute } = expectOk(await open(t, finance.token, { orderNo, disputeRef: 'DSP-1001', amount: 50_000 }));
    expect(dispute).toMatchObject({ kind: 'dispute', status: 'open', amount: 50_000, taken: 50_000, debt: 0, userId: p.userId, openedBy: 'operator:cb-finance' });
    expect(coin - (await coinOf(t, p.userId))).toBe(50_000);
    expect((await houseBalance(t.deps.db, HouseAccount.disputesHeld)) - frozen).toBe(50_000);
    expect(await held(t, p.token)).toBe(true);
    expectError(await withdraw(t, p, 10_000), { status: 200, errcode: Errcode.withdrawalsOnHold });
    // Once per reference.
    expectRefused(await open(t, finance.token, { orderNo, disputeRef: 'DSP-1001', amount: 50_000 }), 409, { msg: MessageKey.consoleDisputeDuplicate });

    const won = expectOk(await resolve(t, finance.token, dispute.id, 'won')).dispute;
    expect(won).toMatchObject({ status: 'won', resolvedBy: 'operator:cb-finance' });
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect(await houseBalance(t.deps.db, HouseAccount.disputesHeld)).toBe(frozen);
    expect(await held(t, p.token)).toBe(false);
    expectRefused(await resolve(t, finance.token, dispute.id, 'lost'), 409, { msg: MessageKey.consoleDisputeNotOpen });
    expect(await coinOf(t, p.userId)).toBe(coin);
    expect(await query(t, sql`SELECT call, target FROM console_audit WHERE call LIKE 'consoleDispute%' ORDER BY id`)).toEqual([
      { call: 'consoleDisputeOpen', target: `deposit:${orderNo}` },
      { call: 'consoleDisputeResolve', target: `dispute:${dispute.id}` },
    ]);
    await expectCleanAudit(t);
  });

  it('lost: the frozen money leaves to the house (deposit clearing); the hold ends when nothing is owed', async () => {
    const p = await newPlayer(t, 'cblost');
    const orderNo = await depositPaid(t, p.token, 40_000);
    const coin = await coinOf(t, p.userId);
    const clearing = await houseBalance(t.deps.db, HouseAccount.depositClearing);
    const finance = await operatorWithSession(t, 'cb-fin2', 'finance');
    const { dispute } = expectOk(await open(t, finance.token, { orderNo, disputeRef: 'DSP-2002', amount: 25_000 }));
    expect(dispute).toMatchObject({ taken: 25_000, debt: 0 });
    expect(expectOk(await resolve(t, finance.token, dispute.id, 'lost')).dispute.status).toBe('lost');
    expect(coin - (await coinOf(t, p.userId))).toBe(25_000);
    expect((await houseBalance(t.deps.db, HouseAccount.depositClearing)) - clearing).toBe(25_000);
    expect(await held(t, p.token)).toBe(false);
    // What is left of the deposit may be disputed again, no more: 15,000 left of 40,000.
    expectRefused(await open(t, finance.token, { orderNo, disputeRef: 'DSP-2003', amount: 15_100 }), 409, { msg: MessageKey.consoleDisputeExceeds });
    expectRefused(await open(t, finance.token, { orderNo: 'D0000000000NOSUCHORDER', disputeRef: 'DSP-2004', amount: 100 }), 404, { msg: MessageKey.consoleDisputeNoDeposit });
    await expectCleanAudit(t);
  });

  it('a dispute larger than the coin freezes what there is, the rest a debt; lost, the debt stays and holds until finance settles it', async () => {
    const p = await newPlayer(t, 'cbdebt');
    const orderNo = await depositPaid(t, p.token, 50_000);
    expectOk(await withdraw(t, p, 40_000));
    const left = await coinOf(t, p.userId);
    const finance = await operatorWithSession(t, 'cb-fin3', 'finance');
    const { dispute } = expectOk(await open(t, finance.token, { orderNo, disputeRef: 'DSP-3003', amount: 50_000 }));
    expect(dispute).toMatchObject({ taken: left, debt: 50_000 - left });
    expect(await coinOf(t, p.userId)).toBe(0);
    expect(expectOk(await resolve(t, finance.token, dispute.id, 'lost')).dispute.status).toBe('lost');
    expect(await held(t, p.token)).toBe(true);
    const { holds } = expectOk(await consoleCall(t, 'consoleChargebacks', {}, { token: finance.token }));
    expect(holds.find((h: { userId: number }) => h.userId === p.userId)).toMatchObject({ openDisputes: 0, debt: 50_000 - left });
    // Compliance sees it and cannot act; finance writes the debt off (nothing in the coin).
    const compliance = await operatorWithSession(t, 'cb-comp', 'compliance');
    expectOk(await consoleCall(t, 'consoleChargebacks', {}, { token: compliance.token }));
    expectRefused(await consoleCall(t, 'consoleWalletHoldResolve', { userId: p.userId, reason: 'x' }, { token: compliance.token }), 403);
    const settled = expectOk(await consoleCall(t, 'consoleWalletHoldResolve', { userId: p.userId, reason: 'written off' }, { token: finance.token }));
    expect(settled).toMatchObject({ settled: [{ id: dispute.id, debt: 50_000 - left, collected: 0, writtenOff: 50_000 - left }], hold: null });
    expect(await held(t, p.token)).toBe(false);
    await expectCleanAudit(t);
  });

  it('won with a debt: the frozen part comes back and the debt is cancelled; an open dispute is not settled by resolving the hold', async () => {
    const p = await newPlayer(t, 'cbwdebt');
    const orderNo = await depositPaid(t, p.token, 30_000);
    expectOk(await withdraw(t, p, 20_000));
    const left = await coinOf(t, p.userId);
    const finance = await operatorWithSession(t, 'cb-fin4', 'finance');
    const { dispute } = expectOk(await open(t, finance.token, { orderNo, disputeRef: 'DSP-4004', amount: 30_000 }));
    expect(await held(t, p.token)).toBe(true);
    // An open dispute is settled by its outcome, not by the hold's resolution.
    expectRefused(await consoleCall(t, 'consoleWalletHoldResolve', { userId: p.userId, reason: 'too early' }, { token: finance.token }), 409, { msg: MessageKey.consoleHoldNothingToSettle });
    expectOk(await resolve(t, finance.token, dispute.id, 'won'));
    expect(await coinOf(t, p.userId)).toBe(left);
    expect(await held(t, p.token)).toBe(false);
    const [row] = await reversalsOfOrder(t, orderNo);
    expect(row).toMatchObject({ status: 'won', debt: 30_000 - left, debtCollected: 0 });
    expect(row!.debtSettledAt).not.toBeNull();
    await expectCleanAudit(t);
  });

  it('a withdrawal asked before the chargeback is not paid while it holds: approving is a 409 changing nothing; rejecting returns the money', async () => {
    const p = await newPlayer(t, 'cbpending');
    const orderNo = await depositPaid(t, p.token, 50_000);
    const asked = expectOk(await withdraw(t, p, 20_000)).withdrawal as { id: number };
    const finance = await operatorWithSession(t, 'cbp-finance', 'finance');
    expectOk(await open(t, finance.token, { orderNo, disputeRef: 'DSP-3001', amount: 20_000 }));
    const decide = (decision: 'approve' | 'reject') => consoleCall(t, 'consoleWithdrawalDecide', { id: asked.id, decision, reason: 'The chargeback is open' }, { token: finance.token });
    const before = await snapshot(t);
    expectRefused(await decide('approve'), 409, { msg: MessageKey.consoleWithdrawalHeld });
    const { operator_actions: _a, ...digests } = (await snapshot(t)).digests;
    const { operator_actions: _b, ...digestsBefore } = before.digests;
    expect(digests).toEqual(digestsBefore);
    expect(expectOk(await decide('reject')).withdrawal).toMatchObject({ status: 'rejected' });
    await expectCleanAudit(t);
  });
});
