// The wallet area's public face (contract/calls/wallet.ts): its calls, the payment provider's HTTP
// endpoints, the gateways (the sandbox for development, PayMongo for real money) and their
// reconciliation (payments/), the cards the account area lists, the withdrawals an operator
// decides (ops/) and what the console reads of deposits and withdrawals (reports.ts).
export { walletHandlers } from './handlers.ts';
export { wireDepositHooks, type DepositHooks } from './deposit-hooks.ts';
export { depositHandlers } from './deposit-handlers.ts';
export { recordHandlers } from './records-handlers.ts';
export { retrieveHandlers } from './retrieve-handlers.ts';
export { cardsRepo } from './cards-repo.ts';
export { withdrawalsRepo, type WithdrawalRow } from './withdrawals-repo.ts';
export { depositsPaidBetween, depositsPaidByHour, withdrawalsPaidByHour, pendingWithdrawalCount, walletPlayersBetween, recentDeposits, type HourTotal } from './reports.ts';
export { registerPaymentCallbacks } from './payments/callback-route.ts';
export { registerSandboxCheckout } from './payments/sandbox-page.ts';
export { sandboxGateway, isSandbox, type SandboxGateway } from './payments/sandbox.ts';
export { paymongoGateway, type PaymongoOptions } from './payments/paymongo.ts';
export type { PaymentGateway } from './payments/gateway.ts';
export { reconcilePayments, startReconciler, type ReconcileReport } from './payments/reconcile.ts';
export { depositsRepo } from './deposits-repo.ts';
