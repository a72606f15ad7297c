import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Signs an existing player in with an SMS code (mode loginAndRegister). */
export function accountLoginSms(input: CallInput<'accountLoginSms'>, options?: CallOptions): Promise<CallResult<'accountLoginSms'>> {
  return post('accountLoginSms', input, options);
}
