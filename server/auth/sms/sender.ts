// The SMS adapter's interface is a kernel port (server/ports/sms.ts); auth's adapters implement it.
export type { SmsSender } from '../../ports/sms.ts';

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
