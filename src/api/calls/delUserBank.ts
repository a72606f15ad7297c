import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Removes one of the player's withdrawal accounts. */
export function delUserBank(input: CallInput<'delUserBank'>, options?: CallOptions): Promise<CallResult<'delUserBank'>> {
  return post('delUserBank', input, options);
}
