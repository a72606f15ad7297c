import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Public: a house slot's paytable, lines and bet levels. */
export function slotInfo(input: CallInput<'slotInfo'>, options?: CallOptions): Promise<CallResult<'slotInfo'>> {
  return post('slotInfo', input, options);
}
