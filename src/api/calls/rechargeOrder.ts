import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** One of the player's deposit orders (its status after the checkout page) and the coin balance. */
export function rechargeOrder(input: CallInput<'rechargeOrder'>, options?: CallOptions): Promise<CallResult<'rechargeOrder'>> {
  return post('rechargeOrder', input, options);
}
