import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Registers with a mobile number, its SMS code (mode register), a password and date of birth. */
export function accountRegist4(input: CallInput<'accountRegist4'>, options?: CallOptions): Promise<CallResult<'accountRegist4'>> {
  return post('accountRegist4', input, options);
}
