import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Enabled activities with their popup settings; a visitor gets only the visitor-visible ones. */
export function activityGetStatusList(input: CallInput<'activityGetStatusList'>, options?: CallOptions): Promise<CallResult<'activityGetStatusList'>> {
  return post('activityGetStatusList', input, options);
}
