import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, postAsPageLeaves, type CallOptions } from '../client.ts';

/** Closes a game session (on leaving the game page). */
export function exitGame(input: CallInput<'exitGame'>, options?: CallOptions): Promise<CallResult<'exitGame'>> {
  return post('exitGame', input, options);
}

/** The same call when the page itself goes away (pagehide): sent at once, outliving the page. */
export function exitGameAsPageLeaves(input: CallInput<'exitGame'>): void {
  postAsPageLeaves('exitGame', input);
}
