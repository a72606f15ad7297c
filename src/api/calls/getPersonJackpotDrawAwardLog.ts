import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** The player's own draws, newest first, a page at a time. */
export function getPersonJackpotDrawAwardLog(input: CallInput<'getPersonJackpotDrawAwardLog'>, options?: CallOptions): Promise<CallResult<'getPersonJackpotDrawAwardLog'>> {
  return post('getPersonJackpotDrawAwardLog', input, options);
}
