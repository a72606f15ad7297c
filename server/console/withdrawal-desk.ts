import type { Executor } from '../db/client.ts';
import type { WithdrawalRow } from '../wallet/index.ts';
import type { FirstApproval } from './approvals.ts';

export type DecisionStage = 'paid' | 'rejected' | 'awaitingSecond';

export interface DecisionResult {
  ok: boolean;
  error?: string;
  code?: 'notPending' | 'sameApprover' | 'held';
  stage?: DecisionStage;
  withdrawal?: WithdrawalRow;
}

export interface DecidedInfo {
  stage: DecisionStage;
  first?: FirstApproval;
}

/**
 * The console's withdrawal calls decide through the operator CLI's service (ops/withdrawals.ts), so a
 * decision is made, recorded (operator_actions) and refused the same way whichever way it comes, the
 * two approvals of a large payout included. ops/ sits above the console (its commands manage operator
 * accounts), so the console cannot import it: the composition (server/wiring.ts) gives the service
 * here. Unwired, each throws.
 */
export interface WithdrawalDesk {
  /** Pays (approve) or refuses (reject) a pending withdrawal once, or records the first of two approvals; `onDecided` runs in its transaction. */
  decide(
    db: Executor,
    id: number,
    decision: 'approve' | 'reject',
    reason: string,
    now: number,
    operator: string,
    onDecided?: (tx: Executor, row: WithdrawalRow, info: DecidedInfo) => Promise<void>,
    operatorId?: number | null,
  ): Promise<DecisionResult>;
  /** The pending withdrawals, oldest first. */
  pending(db: Executor): Promise<WithdrawalRow[]>;
}

const unwired = (): never => {
  throw new Error('console: withdrawal desk not wired (server/wiring.ts wireAreas)');
};

export const withdrawalDesk: WithdrawalDesk = { decide: unwired, pending: unwired };

export function wireWithdrawalDesk(given: WithdrawalDesk): void {
  Object.assign(withdrawalDesk, given);
}
