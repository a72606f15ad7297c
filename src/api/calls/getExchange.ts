import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** What the player can withdraw: balance, limits, fee, their accounts and latest requests. */
export function getExchange(input: CallInput<'getExchange'>, options?: CallOptions): Promise<CallResult<'getExchange'>> {
  return post('getExchange', input, options);
}
