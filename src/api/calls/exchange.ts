import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Asks for a withdrawal; the amount is held at once. The same requestId never withdraws twice. */
export function exchange(input: CallInput<'exchange'>, options?: CallOptions): Promise<CallResult<'exchange'>> {
  return post('exchange', input, options);
}
