import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Starts a deposit: an order for a channel and amount, and the provider page to pay it on. */
export function recharge(input: CallInput<'recharge'>, options?: CallOptions): Promise<CallResult<'recharge'>> {
  return post('recharge', input, options);
}
