import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** This month's biggest jackpot winners, a page at a time. */
export function getJackpotRank(input: CallInput<'getJackpotRank'>, options?: CallOptions): Promise<CallResult<'getJackpotRank'>> {
  return post('getJackpotRank', input, options);
}
