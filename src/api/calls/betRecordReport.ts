import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** Totals of bet, valid bet, win and net between two days (Asia/Manila), by day or by game. */
export function betRecordReport(input: CallInput<'betRecordReport'>, options?: CallOptions): Promise<CallResult<'betRecordReport'>> {
  return post('betRecordReport', input, options);
}
