import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** The Lucky Jackpot: pool, tiers, board, the player's chances and recent winners. */
export function getJackpotDrawInfo(input: CallInput<'getJackpotDrawInfo'>, options?: CallOptions): Promise<CallResult<'getJackpotDrawInfo'>> {
  return post('getJackpotDrawInfo', input, options);
}
