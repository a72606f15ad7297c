import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Public app config (lengths, register types, welcome coins, maintenance). Answers 401 for a stale token. */
export function appConfig(input: CallInput<'anonymous/appConfig'>, options?: CallOptions): Promise<CallResult<'anonymous/appConfig'>> {
  return post('anonymous/appConfig', input, options);
}
