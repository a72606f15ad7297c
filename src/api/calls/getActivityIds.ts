import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Enabled activity ids and their map (unloginShowStatus, homeFloatShowStatus, …), with or without a token. */
export function getActivityIds(input: CallInput<'getActivityIds'>, options?: CallOptions): Promise<CallResult<'getActivityIds'>> {
  return post('getActivityIds', input, options);
}
