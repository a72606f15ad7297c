import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, transfer, type Leg } from '../ledger/ledger.ts';
import { withdrawalsRepo, type WithdrawalRow } from '../wallet/index.ts';
import { recordOperatorAction } from './actions.ts';

export type Decision = 'approve' | 'reject';

export interface DecisionResult {
  ok: boolean;
  error?: string;
  withdrawal?: WithdrawalRow;
}

/**
 * The operator pays (approve) or refuses (reject) a pending withdrawal. Paying moves the held money
 * out (less its fee, which the house keeps) and adds it to the player's withdrawn total; refusing
 * gives it back to the player's coin. Either happens once: the status changes only from pending,
 * in the same transaction as the ledger transfer and the operator's action record (ops/actions.ts), so
 * a decision never lacks the name of who made it; a refused attempt is recorded too. `onDecided` runs
 * in that transaction too, after the change: the console writes its audit row there (server/console).
 */
export async function decideWithdrawal(
  db: Executor,
  id: number,
  decision: Decision,
  reason: string,
  now: number,
  operator: string,
  onDecided?: (tx: Executor, row: WithdrawalRow) => Promise<void>,
): Promise<DecisionResult> {
  const action = `withdrawals ${decision}`;
  const result = await db.transaction(async (tx): Promise<DecisionResult> => {
    const row = await withdrawalsRepo(tx).decide(id, decision === 'approve' ? 'paid' : 'rejected', reason, new Date(now));
    if (!row) return { ok: false, error: `withdrawal ${id} is not pending (unknown, or decided already)` };
    // The player's row before any ledger account, in the same order as a withdrawal request takes them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    if (decision === 'approve') {
      const legs: Leg[] = [
        { account: { house: HouseAccount.withdrawalPayable }, amount: -row.amount },
        { account: { house: HouseAccount.withdrawalsPaid }, amount: row.amount - row.fee },
      ];
      if (row.fee > 0) legs.push({ account: { house: HouseAccount.withdrawalFees }, amount: row.fee });
      // House legs only: the player's id picks the house shards, those the hold credited.
      await transfer(tx, { kind: 'withdraw_paid', idempotencyKey: `withdraw-paid:${row.id}`, legs, meta: { withdrawalId: row.id, operator }, shardKey: row.userId });
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
    await recordOperatorAction(tx, { operator, action, detail: { withdrawalId: row.id, userId: row.userId, amount: row.amount, reason }, ok: true }, new Date(now));
    await onDecided?.(tx, row);
    return { ok: true, withdrawal: row };
  });
  if (!result.ok) await recordOperatorAction(db, { operator, action, detail: { withdrawalId: id, error: result.error }, ok: false }, new Date(now));
  return result;
}

export async function pendingWithdrawals(db: Executor, limit = 200): Promise<WithdrawalRow[]> {
  return withdrawalsRepo(db).pending(limit);
}
