import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** The active theme: CSS variables to put on the document. */
export function appTheme(input: CallInput<'anonymous/appTheme'>, options?: CallOptions): Promise<CallResult<'anonymous/appTheme'>> {
  return post('anonymous/appTheme', input, options);
}
