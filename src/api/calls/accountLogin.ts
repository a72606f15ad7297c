import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Signs in with a password: type 2 = account name, type 3 = mobile number. */
export function accountLogin(input: CallInput<'accountLogin'>, options?: CallOptions): Promise<CallResult<'accountLogin'>> {
  return post('accountLogin', input, options);
}
