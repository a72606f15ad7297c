/** The SMS adapter: the Semaphore API in production (semaphore.ts), an outbox in development and tests. */
export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects (SmsSendError) when it did not. */
  send(message: { mobile: string; text: string; code: string; purpose: number }): Promise<void>;
}

/**
 * The provider did not take the message. Its text says why for the operator's log and never holds
 * the message or the code: `reason` is a short description, `status` the provider's HTTP status.
 */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`SMS provider did not send the message: ${reason}${status ? ` (HTTP ${status})` : ''}`);
  }
}
