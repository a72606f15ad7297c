import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** What the sign-in and sign-up forms need: login and register types, lengths, SMS code length and cooldown, minimum age. */
export function preLogin2(input: CallInput<'anonymous/preLogin2'>, options?: CallOptions): Promise<CallResult<'anonymous/preLogin2'>> {
  return post('anonymous/preLogin2', input, options);
}
