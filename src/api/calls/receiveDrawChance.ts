import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Spends one draw chance; the same requestId again answers the first result. */
export function receiveDrawChance(input: CallInput<'receiveDrawChance'>, options?: CallOptions): Promise<CallResult<'receiveDrawChance'>> {
  return post('receiveDrawChance', input, options);
}
