import type { WithdrawalRow } from '../wallet/index.ts';

/** A withdrawal as the console's calls answer it (contract/ops/withdrawals.ts): times in ms. */
export const withdrawalView = (w: WithdrawalRow) => ({
  id: w.id,
  userId: w.userId,
  cardId: w.cardId,
  amount: w.amount,
  fee: w.fee,
  status: w.status,
  reason: w.reason,
  createdAt: w.createdAt.getTime(),
  decidedAt: w.decidedAt?.getTime() ?? null,
  decidedBy: w.decidedBy ?? null,
});
