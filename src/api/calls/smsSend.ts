import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Sends a 6-digit code by SMS; `type` is the auth mode (register 0, bind 1, forget 2, loginAndRegister 3). */
export function smsSend(input: CallInput<'smsSend'>, options?: CallOptions): Promise<CallResult<'smsSend'>> {
  return post('smsSend', input, options);
}
