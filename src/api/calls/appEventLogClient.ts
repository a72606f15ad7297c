import type { CallInput, CallResult } from '../../../contract/index.ts';
import { API_PREFIX, post, type CallOptions } from '../client.ts';
import { commonFields } from '../commonFields.ts';

/** A batch of client events (page views, sign-ins, errors shown) for the event log. */
export function appEventLogClient(input: CallInput<'anonymous/appEventLogClient'>, options?: CallOptions): Promise<CallResult<'anonymous/appEventLogClient'>> {
  return post('anonymous/appEventLogClient', input, options);
}

/**
 * The same call as a beacon, for a page that is going away: the browser sends it after the page is
 * gone. A string body goes as text/plain, which needs no CORS preflight and which the server parses
 * as JSON for this call. No token rides along (a beacon cannot set headers); the log is public.
 */
export function appEventLogClientBeacon(input: CallInput<'anonymous/appEventLogClient'>): boolean {
  const nav = globalThis.navigator as Navigator | undefined;
  if (typeof nav?.sendBeacon !== 'function') return false;
  return nav.sendBeacon(`${API_PREFIX}/anonymous/appEventLogClient`, JSON.stringify({ ...commonFields(), ...input }));
}
