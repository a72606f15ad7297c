import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Fresh balances and VIP progress of the signed-in player. */
export function refreshData(input: CallInput<'refreshData'>, options?: CallOptions): Promise<CallResult<'refreshData'>> {
  return post('refreshData', input, options);
}
