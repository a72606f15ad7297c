import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Changes one of the player's withdrawal accounts. */
export function modifyBankInfo(input: CallInput<'modifyBankInfo'>, options?: CallOptions): Promise<CallResult<'modifyBankInfo'>> {
  return post('modifyBankInfo', input, options);
}
