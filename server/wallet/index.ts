// The wallet area's public face (contract/calls/wallet.ts): its calls, the payment provider's HTTP
// endpoints, the gateways (the sandbox for development, PayMongo for real money) and their
// reconciliation (payments/), the cards the account area lists, the withdrawals an operator
// decides (ops/), what the console reads of deposits and withdrawals (reports.ts), and the deposits
// player protection refused, held for a refund (refunds.ts).
export { walletHandlers } from './handlers.ts';
// The safebox (docs/safebox.md): its calls, and its balance in user info.
export { safeboxHandlers } from './safebox-handlers.ts';
export { wireDepositHooks, type DepositHooks } from './deposit-hooks.ts';
export { depositHandlers } from './deposit-handlers.ts';
export { recordHandlers } from './records-handlers.ts';
export { retrieveHandlers } from './retrieve-handlers.ts';
export { cardsRepo } from './cards-repo.ts';
export { accountsSharingPayout } from './shared-payouts.ts';
export { withdrawalsRepo, type WithdrawalRow } from './withdrawals-repo.ts';
export { accountHolders, paidDepositsByChannel, payoutCards, type PaidDeposits } from './desk-reports.ts';
export { depositsPaidBetween, depositsPaidByHour, paidDepositTimes, withdrawalsPaidByHour, pendingWithdrawalCount, walletPlayersBetween, recentDeposits, type HourTotal } from './reports.ts';
export { registerPaymentCallbacks } from './payments/callback-route.ts';
export { registerSandboxCheckout } from './payments/sandbox-page.ts';
export { sandboxGateway, isSandbox, type SandboxGateway } from './payments/sandbox.ts';
export { paymongoGateway, type PaymongoOptions } from './payments/paymongo.ts';
export type { PaymentGateway } from './payments/gateway.ts';
export { reconcilePayments, startReconciler, type ReconcileReport } from './payments/reconcile.ts';
export { reconcileRefunds, startRefundReconciler, type RefundReconcileReport } from './payments/refund-reconcile.ts';
export { depositsRepo } from './deposits-repo.ts';
export { closeCheckouts, markDepositRefunded, refundOrder, refundOrders, REFUND_STATUSES, type RefundOrder, type RefundStatus } from './refunds.ts';
// Refunds and chargebacks of paid deposits, the withdrawal holds they make, and card money's clearing (docs/payments.md).
export { openDispute, resolveDispute, settleDebts, type ReversalKind, type ReversalRow, type SettledDebt } from './reversals.ts';
export { heldPlayers, listReversals, reversalView, type HeldPlayer, type ReversalView } from './reversal-lists.ts';
export { reversalsOf, walletHold, type WalletHold } from './holds.ts';
