import type { CallInput, CallResult } from '../../../contract/index.ts';
import { post, type CallOptions } from '../client.ts';

/** A theme by id, to preview for one visit (`?themeViewId=2`) without making it the saved one. */
export function appThemePreview(input: CallInput<'anonymous/appThemePreview'>, options?: CallOptions): Promise<CallResult<'anonymous/appThemePreview'>> {
  return post('anonymous/appThemePreview', input, options);
}
