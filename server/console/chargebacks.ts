import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleHeldPlayer, ConsoleReversal } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import {
  heldPlayers,
  listReversals,
  openDispute,
  resolveDispute,
  reversalView,
  settleDebts,
  walletHold,
  type HeldPlayer,
  type ReversalView,
} from '../wallet/index.ts';
import { playerBalances } from '../ledger/ledger.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';
import type { OperatorSession } from './sessions.ts';

const LIST = 200;

const ms = (date: Date | null) => (date === null ? null : date.getTime());

const reversalOut = ({ row, account, paymentMethod }: ReversalView): ConsoleReversal => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  provider: row.provider,
  providerRef: row.providerRef,
  orderNo: row.orderNo,
  paymentMethod: paymentMethod ?? '',
  userId: row.userId,
  account,
  amount: row.amount,
  taken: row.taken,
  debt: row.debt,
  debtSettledAt: ms(row.debtSettledAt),
  debtCollected: row.debtCollected,
  note: row.note,
  openedBy: row.openedBy,
  createdAt: row.createdAt.getTime(),
  resolvedAt: ms(row.resolvedAt),
  resolvedBy: row.resolvedBy,
});

const heldOut = (held: HeldPlayer): ConsoleHeldPlayer => ({ ...held });

/** The view of a reversal just written (it exists: the action committed it). */
async function viewOf(deps: ServerDeps, id: number): Promise<ConsoleReversal> {
  const view = await reversalView(deps.db, id);
  if (!view) throw new Error(`reversal ${id} vanished after its action`);
  return reversalOut(view);
}

const audit = (tx: Executor, session: OperatorSession, call: string, target: string, entry: { before?: unknown; after: unknown; reason: string }, now: number) =>
  recordConsoleAudit(tx, { operatorId: session.operator.id, operator: session.operator.name, call, target, ...entry }, new Date(now));

/** The player's hold now, as the console shows it; null when withdrawals are free. */
async function holdNow(deps: ServerDeps, userId: number): Promise<ConsoleHeldPlayer | null> {
  const hold = await walletHold(deps.db, userId);
  if (!hold.held) return null;
  const found = (await heldPlayers(deps.db, LIST)).find((held) => held.userId === userId);
  return found ? heldOut(found) : { userId, account: '', openDisputes: hold.openDisputes, debt: hold.debt, coin: (await playerBalances(deps.db, userId)).coin, since: 0 };
}

/**
 * Refunds and chargebacks (docs/console.md "Refunds and chargebacks", docs/payments.md): the lists, a
 * chargeback recorded from the provider's notice, its outcome, and a held player's debt settled. Each
 * action writes its audit row in the transaction that moves the money.
 */
export const chargebackConsoleHandlers: Pick<ConsoleHandlers, 'consoleChargebacks' | 'consoleDisputeOpen' | 'consoleDisputeResolve' | 'consoleWalletHoldResolve'> = {
  consoleChargebacks: async ({ deps }) => {
    const [refunds, disputes, holds] = await Promise.all([listReversals(deps.db, 'refund', LIST), listReversals(deps.db, 'dispute', LIST), heldPlayers(deps.db, LIST)]);
    return { refunds: refunds.map(reversalOut), disputes: disputes.map(reversalOut), holds: holds.map(heldOut) };
  },

  consoleDisputeOpen: async ({ deps, session, body }) => {
    const now = deps.now();
    const input = { orderNo: body.orderNo, disputeRef: body.disputeRef, amount: body.amount, note: body.reason, operator: session.operator.name, now };
    const { outcome, row } = await openDispute(deps.db, input, (tx, dispute) =>
      audit(tx, session, 'consoleDisputeOpen', `deposit:${dispute.orderNo}`, { after: { disputeId: dispute.id, disputeRef: dispute.providerRef, amount: dispute.amount, frozen: dispute.taken, debt: dispute.debt, userId: dispute.userId }, reason: body.reason }, now),
    );
    if (outcome === 'dispute-opened' && row) return { dispute: await viewOf(deps, row.id) };
    if (outcome === 'duplicate') throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleDisputeDuplicate, field: 'disputeRef' });
    if (outcome === 'exceeds-deposit') throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleDisputeExceeds, field: 'amount' });
    throw new ApiError(Errcode.notFound, { msg: MessageKey.consoleDisputeNoDeposit, field: 'orderNo' });
  },

  consoleDisputeResolve: async ({ deps, session, body }) => {
    const now = deps.now();
    const row = await resolveDispute(deps.db, { id: body.id, outcome: body.outcome, note: body.reason, operator: session.operator.name, now }, (tx, dispute) =>
      audit(tx, session, 'consoleDisputeResolve', `dispute:${dispute.id}`, { before: { status: 'open' }, after: { status: dispute.status, amount: dispute.amount, released: body.outcome === 'won' ? dispute.taken : 0, userId: dispute.userId }, reason: body.reason }, now),
    );
    if (!row) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleDisputeNotOpen, field: 'id' });
    return { dispute: await viewOf(deps, row.id) };
  },

  consoleWalletHoldResolve: async ({ deps, session, body }) => {
    const now = deps.now();
    const settled = await settleDebts(deps.db, { userId: body.userId, note: body.reason, operator: session.operator.name, now }, (tx, done) =>
      audit(tx, session, 'consoleWalletHoldResolve', `player:${body.userId}`, { after: { settled: done }, reason: body.reason }, now),
    );
    if (settled.length === 0) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleHoldNothingToSettle, field: 'userId' });
    return { settled: settled.map((s) => ({ id: s.reversalId, debt: s.debt, collected: s.collected, writtenOff: s.writtenOff })), hold: await holdNow(deps, body.userId) };
  },
};
