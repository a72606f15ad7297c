import type { ApiError } from '../../api/ApiError.ts';
import { track } from './eventLog.ts';

/** Calls that start a session; their answer says whether the player was new (isNew). */
const SESSION_CALLS = new Set(['accountLogin', 'accountLoginSms', 'accountLoginSms2', 'accountRegist', 'accountRegist4']);
/** Background calls: their failures are not shown to the player, and logging the log's own failure would loop. */
const UNSEEN_CALLS = new Set(['online', 'anonymous/appEventLogClient']);

type Outcome = { ok: true; body: Record<string, unknown> } | { ok: false; error: ApiError };

/**
 * What the event log learns from API answers (spec §7): sign-ins and sign-ups as the server
 * confirms them, sign-outs, and every failure the player is told about (errcode and message key).
 */
export function logApiOutcome(path: string, outcome: Outcome): void {
  if (outcome.ok) {
    if (SESSION_CALLS.has(path)) track(outcome.body.isNew === true ? 'sign_up' : 'sign_in', { call: path });
    else if (path === 'logout') track('sign_out', { reason: 'player' });
    return;
  }
  if (UNSEEN_CALLS.has(path)) return;
  const { errcode, msg, kind } = outcome.error;
  track('error_shown', { call: path, errcode, msg, kind });
}
