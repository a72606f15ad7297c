import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Changes the nickname and/or avatar; answers the updated user info. */
export function updateProfile(input: CallInput<'updateProfile'>, options?: CallOptions): Promise<CallResult<'updateProfile'>> {
  return post('updateProfile', input, options);
}
