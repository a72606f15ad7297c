import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** The last 10 rounds of one house slot (real play). */
export function slotRecall(input: CallInput<'slotRecall'>, options?: CallOptions): Promise<CallResult<'slotRecall'>> {
  return post('slotRecall', input, options);
}
