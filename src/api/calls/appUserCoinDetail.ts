import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** The player's coin movements, newest first, a page at a time (cursor `beforeId`). */
export function appUserCoinDetail(input: CallInput<'appUserCoinDetail'>, options?: CallOptions): Promise<CallResult<'appUserCoinDetail'>> {
  return post('appUserCoinDetail', input, options);
}
