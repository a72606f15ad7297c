import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Links a mobile number to the signed-in account with an SMS code (mode bind). */
export function bindAccount(input: CallInput<'bindAccount'>, options?: CallOptions): Promise<CallResult<'bindAccount'>> {
  return post('bindAccount', input, options);
}
