import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Revokes the current token on the server. */
export function logout(input: CallInput<'logout'>, options?: CallOptions): Promise<CallResult<'logout'>> {
  return post('logout', input, options);
}
