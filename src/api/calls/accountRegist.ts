import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Registers with an account name, password and date of birth. */
export function accountRegist(input: CallInput<'accountRegist'>, options?: CallOptions): Promise<CallResult<'accountRegist'>> {
  return post('accountRegist', input, options);
}
