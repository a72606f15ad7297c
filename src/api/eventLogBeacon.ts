import type { CallInput } from '../../contract/index.ts';
import { API_PREFIX } from './client.ts';
import { commonFields } from './commonFields.ts';

/**
 * anonymous/appEventLogClient as a beacon, for a page that is going away: the browser sends it after
 * the page is gone. A string body goes as text/plain, which needs no CORS preflight and which the
 * server parses as JSON for this call. No token rides along (a beacon cannot set headers); the log
 * is public. False when the browser has no sendBeacon or refused to queue it.
 */
export function sendEventLogBeacon(input: CallInput<'anonymous/appEventLogClient'>): boolean {
  const nav = globalThis.navigator as Navigator | undefined;
  if (typeof nav?.sendBeacon !== 'function') return false;
  return nav.sendBeacon(`${API_PREFIX}/anonymous/appEventLogClient`, JSON.stringify({ ...commonFields(), ...input }));
}
