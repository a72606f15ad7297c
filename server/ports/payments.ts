/**
 * A payment provider, as the wallet sees it (issues 4 and 16). Two implement it: the built-in
 * sandbox (sandbox.ts, development only) and PayMongo (paymongo.ts), the Philippine gateway players
 * pay through with GCash, Maya, GrabPay, cards and online banking (docs/payments.md says why).
 * Each does four things: start a payment for a new order (and say where the player pays it), tell
 * its genuine webhooks from forged ones, and, for reconciliation, say what it knows of an order's
 * payment (and, PayMongo only, of a paid payment's refunds) when a webhook never came.
 */
export interface CallbackPayload {
  orderNo: string;
  /** The provider's own id of the payment (a redelivery repeats it; PayMongo `pay_…`). */
  providerOrderId: string;
  /** Hundredths (PayMongo's centavos are the same unit); must equal the order's. */
  amount: number;
  status: 'paid' | 'failed';
  /** Milliseconds since epoch when the provider sent it (signed): old ones are replays. */
  timestamp: number;
  /**
   * Milliseconds since epoch when the provider says the money was paid. The order's expiry is
   * checked against it, not against our clock: a payment made in time but reported late (a retried
   * webhook, a poll) is still the player's deposit. Absent (the sandbox): our clock.
   */
  paidAt?: number;
  /** The payment's currency when the provider says it; anything but PHP is refused. */
  currency?: string;
  /**
   * How it was paid, when the provider says (PayMongo: the payment's `source.type`, `card`, `gcash`,
   * `paymaya`, …): stored on the order; card money clears before it may leave by another channel
   * (docs/payments.md "Refunds, chargebacks and card money").
   */
  method?: string;
}

/** A refund the provider reports (PayMongo's Refund resource `ref_…`): of `amount` hundredths of its payment. */
export interface ProviderRefund {
  id: string;
  /** The provider's id of the refunded payment (PayMongo `pay_…`): our order's `provider_order_id`. */
  paymentId: string;
  amount: number;
  currency: string;
  /** PayMongo: pending, succeeded or failed; only a succeeded refund moves money. */
  status: string;
}

/** A provider's webhook event: its own id (PayMongo `evt_…`) makes a redelivery or a replay a no-op. */
export interface ProviderEvent {
  id: string;
  type: string;
}

export type Refusal = 'bad-signature' | 'bad-payload' | 'stale' | 'future';

export type Verified =
  /** A payment outcome for one of our orders, named by our order number. */
  | { payload: CallbackPayload; event?: ProviderEvent }
  /** A payment outcome naming the order only by the provider's id for it (`providerIntent`). */
  | { intent: string; payload: Omit<CallbackPayload, 'orderNo'>; event: ProviderEvent }
  /** Refunds of a payment the provider reports (PayMongo `payment.refunded`, `payment.refund.updated`). */
  | { refunds: ProviderRefund[]; event: ProviderEvent }
  /** A genuine event that moves nothing (a failed attempt the player may retry, a type we do not use): recorded. */
  | { noop: 'attempt-failed' | 'ignored'; event: ProviderEvent; orderNo?: string }
  /**
   * Not taken: its signature does not hold (`bad-signature`), it is older than the tolerance
   * (`stale`) or dated ahead of our clock (`future`), or it is signed but not a payload we can take
   * (`bad-payload`: wrong shape, or a string the database could not store, such as one holding NUL).
   */
  | { refused: Refusal };

/** What the wallet knows of a new order when it asks the provider to start its payment. */
export interface PaymentOrder {
  orderNo: string;
  userId: number;
  amount: number;
  /** The deposit channel's name (GCash, Maya, …), shown on the provider's page. */
  channel: string;
  expiresAt: Date;
}

/** What the provider made for an order; each field is stored on the order (deposit_orders). */
export interface StartedPayment {
  /** The provider's id of its checkout (PayMongo `cs_…`): what reconciliation asks about. */
  providerRef?: string;
  /** The provider's id its payment events name the order by (PayMongo `pi_…`). */
  providerIntent?: string;
  /** The page the player pays on; absent when `payUrl()` derives it. */
  payUrl?: string;
}

/** The order as stored, as far as a gateway needs it afterwards. */
export interface StoredOrder {
  orderNo: string;
  userId: number;
  providerRef: string | null;
  payUrl: string | null;
}

export interface PaymentGateway {
  /** Also the callback route's last segment: POST /payments/callback/<name>. */
  readonly name: string;
  /** The smallest amount (hundredths) the provider takes; a smaller deposit is refused before any order is made. */
  readonly minAmount?: number;
  /** Starts the payment of a new order at the provider. Throws when the provider cannot be reached or refuses. */
  createPayment(order: PaymentOrder): Promise<StartedPayment>;
  /** The page the player pays an order on (only ever shown to the order's own player). */
  payUrl(order: StoredOrder): string;
  /** The meaning of a webhook (raw body and headers), or why it is not taken. `now`: our clock, in ms. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): Verified;
  /**
   * The provider's answer for an order whose webhook may have been missed: a paid payload when it
   * holds a paid payment for the order, else undefined (nothing final yet, or nothing at all).
   * Throws when the provider cannot be reached.
   */
  fetchPayment(order: StoredOrder, now: number): Promise<CallbackPayload | undefined>;
  /**
   * Closes the checkout of an order we cancelled (player protection: an exclusion, a lower deposit
   * limit), so it can no longer be paid there (PayMongo: the checkout session expired). A payment that
   * gets through anyway is held for a refund at settlement. Throws when the provider cannot be reached
   * or refuses (the session was paid or closed already): the caller logs it.
   */
  closePayment(order: StoredOrder): Promise<void>;
  /**
   * Every refund the provider holds for one of its payments (our order's `provider_order_id`), whatever
   * its status, for the refund reconciliation (wallet/payments/refund-reconcile.ts) when a refund webhook
   * may have been missed (PayMongo: `GET /v1/payments/{id}`, its `refunds`). Throws when the provider
   * cannot be reached or answers something that cannot be read (the caller reports it for that payment).
   * Absent for a gateway with no provider to ask (the sandbox: its refunds do not exist).
   */
  fetchRefunds?(paymentId: string): Promise<ProviderRefund[]>;
}
