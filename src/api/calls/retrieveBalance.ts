import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Coins left in games; with `retrieve: true`, moves them back to the wallet first. */
export function retrieveBalance(input: CallInput<'retrieveBalance'>, options?: CallOptions): Promise<CallResult<'retrieveBalance'>> {
  return post('retrieveBalance', input, options);
}
