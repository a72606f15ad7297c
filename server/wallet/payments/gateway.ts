/**
 * A payment provider, as the wallet sees it (issue 4). The built-in one is the sandbox
 * (sandbox.ts); a real e-wallet or bank aggregator implements the same two things: where to send
 * the player to pay, and how to tell its genuine callbacks from forged ones.
 */
export interface CallbackPayload {
  orderNo: string;
  /** The provider's own id of the payment (a callback repeats it). */
  providerOrderId: string;
  /** Hundredths; must equal the order's. */
  amount: number;
  status: 'paid' | 'failed';
  /** Milliseconds since epoch when the provider sent it: old ones are replays. */
  timestamp: number;
}

export type Verified = { payload: CallbackPayload } | { refused: 'bad-signature' | 'bad-payload' };

export interface PaymentGateway {
  readonly name: string;
  /** The page the player pays on. */
  checkoutUrl(order: { orderNo: string; amount: number }): string;
  /**
   * The payload of a genuine callback; or why not: its signature does not hold (`bad-signature`), or
   * it is signed but not a payload we can take (`bad-payload`: wrong shape, or a string the database
   * could not store, such as one holding NUL).
   */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): Verified;
}
