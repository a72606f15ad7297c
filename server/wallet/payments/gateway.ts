// The payment adapter interface is a kernel port (server/ports/payments.ts: what ServerDeps carries);
// the wallet's adapters and routes take it from here.
export type { CallbackPayload, PaymentGateway, PaymentOrder, ProviderEvent, ProviderRefund, Refusal, StartedPayment, StoredOrder, Verified } from '../../ports/payments.ts';
