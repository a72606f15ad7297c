import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Opens a game session: where the game runs (launchUrl) and the balance it plays with. */
export function startGame(input: CallInput<'startGame'>, options?: CallOptions): Promise<CallResult<'startGame'>> {
  return post('startGame', input, options);
}
