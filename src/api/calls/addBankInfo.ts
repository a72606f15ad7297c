import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Adds a withdrawal account (an e-wallet number or a bank account). */
export function addBankInfo(input: CallInput<'addBankInfo'>, options?: CallOptions): Promise<CallResult<'addBankInfo'>> {
  return post('addBankInfo', input, options);
}
