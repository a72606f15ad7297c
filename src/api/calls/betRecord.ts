import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** The player's bets, newest first, a page at a time. */
export function betRecord(input: CallInput<'betRecord'>, options?: CallOptions): Promise<CallResult<'betRecord'>> {
  return post('betRecord', input, options);
}
