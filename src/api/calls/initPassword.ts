import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Sets the first password of a player who registered without one. */
export function initPassword(input: CallInput<'initPassword'>, options?: CallOptions): Promise<CallResult<'initPassword'>> {
  return post('initPassword', input, options);
}
