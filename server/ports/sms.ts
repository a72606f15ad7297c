/**
 * The SMS adapter (a port of ServerDeps): the Semaphore API in production (auth/sms/semaphore.ts), an
 * outbox in development and tests. Defined in the kernel so deps.ts names no area; auth implements it.
 */
export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects (SmsSendError) when it did not. */
  send(message: { mobile: string; text: string; code: string; purpose: number }): Promise<void>;
}
