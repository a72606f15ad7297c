import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Everything the app loads after sign-in: user info, invite code, bank list, activity ids. */
export function getAfterLoginInfoWeb(input: CallInput<'getAfterLoginInfoWeb'>, options?: CallOptions): Promise<CallResult<'getAfterLoginInfoWeb'>> {
  return post('getAfterLoginInfoWeb', input, options);
}
