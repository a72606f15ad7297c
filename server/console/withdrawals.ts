import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';
import { withdrawalDesk } from './withdrawal-desk.ts';
import { withdrawalQueue } from './withdrawal-queue.ts';
import { withdrawalView } from './withdrawal-view.ts';

/**
 * The withdrawal desk (finance, admin): the queue with what a decision needs, and the decision through
 * the CLI's service (ops/withdrawals.ts, given through withdrawal-desk.ts), so a decision is made once
 * whichever way it comes, and a large payout needs two different operators either way. The audit row is
 * written in the decision's transaction: the first of two approvals is `awaitingSecondApproval`.
 */
export const withdrawalHandlers: Pick<ConsoleHandlers, 'consoleWithdrawalsPending' | 'consoleWithdrawalDecide'> = {
  consoleWithdrawalsPending: async ({ deps }) => withdrawalQueue(deps, await withdrawalDesk.pending(deps.db)),

  consoleWithdrawalDecide: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const result = await withdrawalDesk.decide(
      deps.db,
      body.id,
      body.decision,
      body.reason,
      now,
      op.name,
      (tx, row, info) =>
        recordConsoleAudit(
          tx,
          {
            operatorId: op.id,
            operator: op.name,
            call: 'consoleWithdrawalDecide',
            target: `withdrawal:${row.id}`,
            before: info.first ? { status: 'awaitingSecondApproval', firstApprovedBy: info.first.operator } : { status: 'pending' },
            after: { status: info.stage === 'awaitingSecond' ? 'awaitingSecondApproval' : row.status, amount: row.amount, fee: row.fee, userId: row.userId },
            reason: body.reason,
          },
          new Date(now),
        ),
      op.id,
    );
    if (result.code === 'sameApprover') throw new ApiError(Errcode.forbidden, { msg: MessageKey.consoleWithdrawalSameApprover });
    if (result.code === 'held') throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleWithdrawalHeld });
    if (!result.ok || !result.withdrawal || !result.stage) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleWithdrawalNotPending });
    return { withdrawal: withdrawalView(result.withdrawal), stage: result.stage };
  },
};
