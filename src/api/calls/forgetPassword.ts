import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Sets a new password with an SMS code (mode forget); signs out every device. */
export function forgetPassword(input: CallInput<'forgetPassword'>, options?: CallOptions): Promise<CallResult<'forgetPassword'>> {
  return post('forgetPassword', input, options);
}
