import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** One spin of a house slot; a retry with the same requestId answers the first result. */
export function slotSpin(input: CallInput<'slotSpin'>, options?: CallOptions): Promise<CallResult<'slotSpin'>> {
  return post('slotSpin', input, options);
}
