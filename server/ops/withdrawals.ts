import { eq, sql } from 'drizzle-orm';
import { secondApprovalAmount, withdrawalApprovals, type FirstApproval } from '../console/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, transfer, type Leg } from '../ledger/ledger.ts';
import { walletHold, withdrawalsRepo, type WithdrawalRow } from '../wallet/index.ts';
import { publishBalance } from '../live/index.ts';
import { recordOperatorAction } from './actions.ts';
import { sendSystemMail } from '../mail/index.ts';

export type Decision = 'approve' | 'reject';
/** What a decision did: paid, refused, or (above the second-approval amount) recorded the first of two approvals. */
export type DecisionStage = 'paid' | 'rejected' | 'awaitingSecond';

export interface DecisionResult {
  ok: boolean;
  error?: string;
  /** Why nothing was done: not pending (unknown or decided already), the first approver approving again, or the player's withdrawals held. */
  code?: 'notPending' | 'sameApprover' | 'held';
  stage?: DecisionStage;
  withdrawal?: WithdrawalRow;
}

/** What the console's audit row needs to know of a decision (written in its transaction). */
export interface DecidedInfo {
  stage: DecisionStage;
  /** The first approval, when the payout needed two. */
  first?: FirstApproval;
}

/**
 * The operator pays (approve) or refuses (reject) a pending withdrawal. Paying moves the held money
 * out (less its fee, which the house keeps) and adds it to the player's withdrawn total; refusing
 * gives it back to the player's coin, and its reason is what the player reads (an approval's stays in
 * the records). Either happens once: the status changes only from pending, in the same transaction as
 * the ledger transfer and the operator's action record (ops/actions.ts), so a decision never lacks the
 * name of who made it; a refused attempt is recorded too. `onDecided` runs in that transaction too,
 * after the change: the console writes its audit row there (server/console).
 *
 * Above the second-approval amount (console key `secondApprovalAmount`, ₱20,000 by default) an
 * approval is one of two: the first is recorded (the withdrawal stays pending, `awaitingSecond`), and
 * only another operator's pays it; the first approver's second approval is refused (`sameApprover`).
 * Operators are told apart by name (console names are unique and never reused). A rejection needs one.
 */
export async function decideWithdrawal(
  db: Executor,
  id: number,
  decision: Decision,
  reason: string,
  now: number,
  operator: string,
  onDecided?: (tx: Executor, row: WithdrawalRow, info: DecidedInfo) => Promise<void>,
  operatorId: number | null = null,
): Promise<DecisionResult> {
  const action = `withdrawals ${decision}`;
  const at = new Date(now);
  const result = await db.transaction(async (tx): Promise<DecisionResult> => {
    const repo = withdrawalsRepo(tx);
    // The request's row first (locked: a second decision waits, then finds it decided), then the player's.
    const pending = await repo.pendingForUpdate(id);
    if (!pending) return { ok: false, code: 'notPending', error: `withdrawal ${id} is not pending (unknown, or decided already)` };
    // A refund's debt or an open chargeback holds the player's withdrawals (docs/payments.md): one asked
    // before it is not paid either, until finance settles it. Rejecting stays possible (the money returns).
    if (decision === 'approve' && (await walletHold(tx, pending.userId)).held) {
      await recordOperatorAction(tx, { operator, action, detail: { withdrawalId: id, userId: pending.userId, refused: 'held' }, ok: false }, at);
      return { ok: false, code: 'held', error: `withdrawal ${id}: the player's withdrawals are held (an open chargeback or an unsettled refund debt); settle it first` };
    }
    let first: FirstApproval | undefined;
    if (decision === 'approve' && pending.amount > (await secondApprovalAmount(tx))) {
      const approvals = withdrawalApprovals(tx);
      first = await approvals.first(id);
      if (first?.operator === operator) return { ok: false, code: 'sameApprover', error: `${operator} gave withdrawal ${id} its first approval: another operator must approve it` };
      if (!first) {
        await approvals.record({ withdrawalId: id, operatorId, operator, reason, at });
        await recordOperatorAction(tx, { operator, action, detail: { withdrawalId: id, userId: pending.userId, amount: pending.amount, reason, stage: 'first approval' }, ok: true }, at);
        await onDecided?.(tx, pending, { stage: 'awaitingSecond' });
        return { ok: true, stage: 'awaitingSecond', withdrawal: pending };
      }
    }
    const row = await repo.decide(id, decision === 'approve' ? 'paid' : 'rejected', decision === 'reject' ? reason : '', at, operator);
    if (!row) return { ok: false, code: 'notPending', error: `withdrawal ${id} is not pending (unknown, or decided already)` };
    // The player's row before any ledger account, in the same order as a withdrawal request takes them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    if (decision === 'approve') {
      const legs: Leg[] = [
        { account: { house: HouseAccount.withdrawalPayable }, amount: -row.amount },
        { account: { house: HouseAccount.withdrawalsPaid }, amount: row.amount - row.fee },
      ];
      if (row.fee > 0) legs.push({ account: { house: HouseAccount.withdrawalFees }, amount: row.fee });
      // House legs only: the player's id picks the house shards, those the hold credited.
      await transfer(tx, { kind: 'withdraw_paid', idempotencyKey: `withdraw-paid:${row.id}`, legs, meta: { withdrawalId: row.id, operator, ...(first ? { firstApprover: first.operator } : {}) }, shardKey: row.userId });
      await tx
        .update(users)
        .set({ exchange: sql`${users.exchange} + ${row.amount}` })
        .where(eq(users.id, row.userId));
    } else {
      await transfer(tx, {
        kind: 'withdraw_rejected',
        idempotencyKey: `withdraw-rejected:${row.id}`,
        legs: [
          { account: { house: HouseAccount.withdrawalPayable }, amount: -row.amount },
          { account: { ownerId: row.userId, kind: 'coin' }, amount: row.amount },
        ],
        meta: { withdrawalId: row.id, reason, operator },
      });
    }
    await recordOperatorAction(tx, { operator, action, detail: { withdrawalId: row.id, userId: row.userId, amount: row.amount, reason, ...(first ? { firstApprover: first.operator } : {}) }, ok: true }, at);
    const stage = decision === 'approve' ? 'paid' : 'rejected';
    // The player's open app learns at once (server/live/): its balance and a toast.
    await publishBalance(tx, row.userId, stage === 'paid' ? 'withdrawalPaid' : 'withdrawalRejected');
    await sendSystemMail(tx, row.userId, stage === 'paid' ? 'withdrawalPaid' : 'withdrawalRejected', stage === 'paid' ? { amount: row.amount } : { amount: row.amount, reason }, now);
    await onDecided?.(tx, row, { stage, ...(first ? { first } : {}) });
    return { ok: true, stage, withdrawal: row };
  });
  if (!result.ok) await recordOperatorAction(db, { operator, action, detail: { withdrawalId: id, error: result.error }, ok: false }, at);
  return result;
}

export async function pendingWithdrawals(db: Executor, limit = 200): Promise<WithdrawalRow[]> {
  return withdrawalsRepo(db).pending(limit);
}
