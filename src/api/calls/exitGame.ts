import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Closes a game session (on leaving the game page; keepalive so it survives the page going away). */
export function exitGame(input: CallInput<'exitGame'>, options?: CallOptions): Promise<CallResult<'exitGame'>> {
  return post('exitGame', input, options);
}
