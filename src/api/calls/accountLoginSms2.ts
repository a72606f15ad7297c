import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Signs in with an SMS code, or registers a new number (then birthDate is required). */
export function accountLoginSms2(input: CallInput<'accountLoginSms2'>, options?: CallOptions): Promise<CallResult<'accountLoginSms2'>> {
  return post('accountLoginSms2', input, options);
}
