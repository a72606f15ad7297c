import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { SECOND_APPROVAL_AMOUNT_DEFAULT } from '../../contract/ops/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { consoleCall, expectRefused, operatorWithSession, pendingWithdrawal, query } from './console-helpers.ts';
import { depositPaid, newPlayer } from './console-play.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { submitKyc } from './kyc-helpers.ts';
import { coinOf, demoUser, expectOk, stepUp } from './helpers.ts';

const queue = async (t: TestServer, token: string) => expectOk(await consoleCall(t, 'consoleWithdrawalsPending', {}, { token }));
const decide = (t: TestServer, token: string, id: number, decision: 'approve' | 'reject', reason = 'checked') => consoleCall(t, 'consoleWithdrawalDecide', { id, decision, reason }, { token });
const paidTransfers = async (t: TestServer, id: number) => (await query(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'withdraw_paid' AND meta->>'withdrawalId' = ${String(id)}`))[0]!.n as number;

describe(`the withdrawal desk shows where a payout goes and whose money it is (${databaseKind})`, () => {
  const t = useTestServer();

  it('a request shows its channel, number and owner beside the verified name (flagged when they differ), the deposits by channel and an account other players share', async () => {
    const id = await pendingWithdrawal(t, 'desk-request-1', '09173334444');
    const demo = await demoUser(t);
    const demoToken = await t.loginDemo();
    await depositPaid(t, demoToken, 50_000);
    await depositPaid(t, demoToken, 20_000);
    // The player's identity, verified by compliance: a name that is not the payout account's owner.
    await submitKyc(t, demoToken, { fullName: 'Juan Dela Cruz' });
    const compliance = await operatorWithSession(t, 'comply', 'compliance');
    const [submission] = await query(t, sql`SELECT id FROM kyc_submissions WHERE user_id = ${demo.id}`);
    expectOk(await consoleCall(t, 'consoleKycDecide', { id: submission!.id, decision: 'approve', reason: 'matches' }, { token: compliance.token }));
    // Another player pays out to the same number.
    const other = await newPlayer(t, 'kasabwat', '10.9.0.1');
    await stepUp(t, other.token);
    expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Pedro Reyes', accountNo: '09173334444' }, { token: other.token }));

    const finance = await operatorWithSession(t, 'fina', 'finance');
    const answer = await queue(t, finance.token);
    expect(answer.secondApprovalAmount).toBe(SECOND_APPROVAL_AMOUNT_DEFAULT);
    expect(answer.withdrawals).toEqual([
      expect.objectContaining({
        id,
        userId: demo.id,
        account: demo.account,
        kycName: 'Juan Dela Cruz',
        destination: { channel: 'gcash', bankName: '', accountNo: '09173334444', accountName: 'Demo Player', nameDiffers: true, sharedWith: [other.userId] },
        deposits: expect.objectContaining({ count: 2, sum: 70_000, channels: [{ name: 'GCash', count: 2, sum: 70_000 }] }),
        approval: { needsTwo: false, firstBy: null, firstAt: null },
        decidedBy: null,
      }),
    ]);
    expect(answer.withdrawals[0].deposits.firstAt).toBeLessThanOrEqual(answer.withdrawals[0].deposits.lastAt);
  });

  it('the same owner name written another way is not flagged; a player without a verified identity has no name to compare', async () => {
    const id = await pendingWithdrawal(t, 'desk-request-2', '09175550000');
    const finance = await operatorWithSession(t, 'fina', 'finance');
    expect((await queue(t, finance.token)).withdrawals).toEqual([
      expect.objectContaining({ id, kycName: null, destination: expect.objectContaining({ accountName: 'Demo Player', nameDiffers: false, sharedWith: [] }) }),
    ]);
    const demo = await demoUser(t);
    const demoToken = await t.loginDemo();
    await submitKyc(t, demoToken, { fullName: 'PLAYER, Demo' });
    const compliance = await operatorWithSession(t, 'comply', 'compliance');
    const [submission] = await query(t, sql`SELECT id FROM kyc_submissions WHERE user_id = ${demo.id}`);
    expectOk(await consoleCall(t, 'consoleKycDecide', { id: submission!.id, decision: 'approve', reason: 'matches' }, { token: compliance.token }));
    expect((await queue(t, finance.token)).withdrawals[0]).toMatchObject({ kycName: 'PLAYER, Demo', destination: { nameDiffers: false } });
  });
});

describe(`a payout above the second-approval amount needs two different operators (${databaseKind})`, () => {
  const t = useTestServer();

  it('the first approval only records itself; the same operator cannot give the second (403, audited); another operator pays it', async () => {
    // ₱50 here, so the demo player's ₱100 request is a large one.
    await appConfigRepo(t.deps.db).upsert('secondApprovalAmount', 5_000);
    const id = await pendingWithdrawal(t);
    const demo = await demoUser(t);
    const coin = await coinOf(t, demo.id);
    const ana = await operatorWithSession(t, 'ana', 'finance');
    const ben = await operatorWithSession(t, 'ben', 'admin');
    expect((await queue(t, ana.token)).withdrawals[0].approval).toEqual({ needsTwo: true, firstBy: null, firstAt: null });

    const first = expectOk(await decide(t, ana.token, id, 'approve', 'account checked'));
    expect(first).toMatchObject({ stage: 'awaitingSecond', withdrawal: { id, status: 'pending', decidedBy: null } });
    expect(await paidTransfers(t, id)).toBe(0);
    expect((await queue(t, ben.token)).withdrawals[0].approval).toEqual({ needsTwo: true, firstBy: 'ana', firstAt: expect.any(Number) });

    // Ana again (another tab, a double click): refused, nothing paid, the refusal in the audit.
    expectRefused(await decide(t, ana.token, id, 'approve'), 403, { msg: MessageKey.consoleWithdrawalSameApprover });
    expect(await paidTransfers(t, id)).toBe(0);
    expect(await query(t, sql`SELECT operator, call, target, after FROM console_audit WHERE target = 'refused'`)).toEqual([
      { operator: 'ana', call: 'consoleWithdrawalDecide', target: 'refused', after: { refused: MessageKey.consoleWithdrawalSameApprover } },
    ]);

    const second = expectOk(await decide(t, ben.token, id, 'approve', 'second look'));
    expect(second).toMatchObject({ stage: 'paid', withdrawal: { id, status: 'paid', decidedBy: 'ben', reason: '' } });
    expect(await paidTransfers(t, id)).toBe(1);
    expect(await coinOf(t, demo.id)).toBe(coin);
    expect(await query(t, sql`SELECT operator, before, after, reason FROM console_audit WHERE call = 'consoleWithdrawalDecide' AND target = ${`withdrawal:${id}`} ORDER BY id`)).toEqual([
      { operator: 'ana', before: { status: 'pending' }, after: { status: 'awaitingSecondApproval', amount: 10_000, fee: 0, userId: demo.id }, reason: 'account checked' },
      { operator: 'ben', before: { status: 'awaitingSecondApproval', firstApprovedBy: 'ana' }, after: { status: 'paid', amount: 10_000, fee: 0, userId: demo.id }, reason: 'second look' },
    ]);
    expect(await query(t, sql`SELECT meta->>'operator' AS operator, meta->>'firstApprover' AS first FROM ledger_transfers WHERE kind = 'withdraw_paid'`)).toEqual([{ operator: 'ben', first: 'ana' }]);
  });

  it('up to the amount one approval pays; after a first approval anyone may still reject, the first approver included', async () => {
    await appConfigRepo(t.deps.db).upsert('secondApprovalAmount', 10_000);
    const exactly = await pendingWithdrawal(t, 'desk-at-limit', '09170000111');
    const ana = await operatorWithSession(t, 'ana', 'finance');
    expect(expectOk(await decide(t, ana.token, exactly, 'approve'))).toMatchObject({ stage: 'paid', withdrawal: { decidedBy: 'ana' } });

    await appConfigRepo(t.deps.db).upsert('secondApprovalAmount', 9_900);
    const above = await pendingWithdrawal(t, 'desk-above-limit', '09170000222');
    expect(expectOk(await decide(t, ana.token, above, 'approve'))).toMatchObject({ stage: 'awaitingSecond' });
    expect(expectOk(await decide(t, ana.token, above, 'reject', 'The account name does not match your ID.'))).toMatchObject({ stage: 'rejected', withdrawal: { status: 'rejected', decidedBy: 'ana' } });
    expect(await paidTransfers(t, above)).toBe(0);
  });

  it('the command line takes part in the same two steps, by the names it is given', async () => {
    await appConfigRepo(t.deps.db).upsert('secondApprovalAmount', 5_000);
    const id = await pendingWithdrawal(t);
    const run = (operator: string) => opsCommands.withdrawals!({ db: t.deps.db, now: t.deps.now }, { args: ['approve', String(id)], operator });
    expect(await run('Ana Cruz')).toMatchObject({ ok: true, stage: 'awaitingSecond' });
    expect(await run('Ana Cruz')).toMatchObject({ ok: false, code: 'sameApprover' });
    expect(await run('Ben Reyes')).toMatchObject({ ok: true, stage: 'paid', withdrawal: { decidedBy: 'Ben Reyes' } });
  });
});

describe(`the player reads a rejection's reason, and only a rejection's (${databaseKind})`, () => {
  const t = useTestServer();

  it('a reject needs a reason (trimmed, 1–500 characters); the player reads it; an approval keeps its reason in the records only', async () => {
    const id = await pendingWithdrawal(t);
    const finance = await operatorWithSession(t, 'fina', 'finance');
    expectRefused(await decide(t, finance.token, id, 'reject', '   '), 400, { field: 'reason' });
    expectRefused(await decide(t, finance.token, id, 'reject', 'x'.repeat(501)), 400, { field: 'reason' });
    expectOk(await decide(t, finance.token, id, 'reject', '  The account is not in your name: add one that is.  '));
    const approved = await pendingWithdrawal(t, 'desk-request-3', '09173334445');
    expectOk(await decide(t, finance.token, approved, 'approve', 'internal: checked with the bank'));

    const token = await t.loginDemo();
    const recent = expectOk(await t.call('getExchange', {}, { token })).recent as { id: number; status: string; reason: string }[];
    expect(recent.find((w) => w.id === id)).toMatchObject({ status: 'rejected', reason: 'The account is not in your name: add one that is.' });
    expect(recent.find((w) => w.id === approved)).toMatchObject({ status: 'paid', reason: '' });
  });
});
