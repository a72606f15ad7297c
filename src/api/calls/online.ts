import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Presence ping of the signed-in player (every 60 s while the page is visible). */
export function online(input: CallInput<'online'>, options?: CallOptions): Promise<CallResult<'online'>> {
  return post('online', input, options);
}
