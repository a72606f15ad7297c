import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Adds or removes a favourite game, or only answers the player's favourites. */
export function gameLike(input: CallInput<'gameLike'>, options?: CallOptions): Promise<CallResult<'gameLike'>> {
  return post('gameLike', input, options);
}
