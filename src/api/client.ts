import ky, { TimeoutError } from 'ky';
import type { CallInput, CallPath, CallResult } from '../../contract/index.ts';
import type { Errcode } from '../../contract/errcodes.ts';
import { genericErrcodeKey, isSuccess, type ErrorBody } from '../../contract/errcodeBasics.ts';
import type { MessageKeyValue } from '../../contract/messages.ts';
import { ApiError } from './ApiError.ts';
import { commonFields } from './commonFields.ts';
import { requestTimeoutMs } from './timeouts.ts';

// Literal keys, not `MessageKey.…`: that table is too big for the lobby's first load (bench/bundle.ts).
// The same for the two errcodes the client acts on itself: `Errcode` has two hundred.
const UNAUTHORIZED = 401 satisfies typeof Errcode.unauthorized;
const MAINTENANCE = 503 satisfies typeof Errcode.maintenance;
const TIMEOUT = 'errors.timeout' satisfies MessageKeyValue;
const NETWORK = 'errors.network' satisfies MessageKeyValue;

/**
 * The only module that talks HTTP (besides the event log's beacon, eventLogBeacon.ts). Every call is
 * POST /app/v1/<path> with the common fields and the bearer token; the flat body decides success, not
 * the HTTP status (throwHttpErrors: false).
 *
 * Call sites name the call by its key in the contract (`api('refreshData', {})`,
 * `api('anonymous/appConfig', { configKeyList })`): the contract's `calls` is the one list of calls,
 * and its definitions say what each call does. No per-call wrapper files.
 */

// Same values as API_PREFIX / PUBLIC_PREFIX in contract/index.ts (a unit test checks). Importing
// them as values would drag every zod schema of the contract into the lobby bundle.
export const API_PREFIX = '/app/v1';
export const PUBLIC_PREFIX = 'anonymous/';
/** Public calls that still answer 401 when a stale token is presented: the app logs out then. */
const PUBLIC_CALLS_THAT_LOG_OUT = new Set<string>(['anonymous/appConfig']);

export interface ApiHooks {
  /** The token to send; read per call so a sign-in or sign-out takes effect at once. */
  getToken(): string | null;
  /** A signed-in call was refused with 401: the session is gone. */
  onUnauthorized(): void;
  /** A call timed out (the app shows the "Tips" popup). */
  onTimeout(path: string): void;
  /** A call answered errcode 503: the server is under maintenance (the app goes to /maintenance). */
  onMaintenance(path: string): void;
  /** Every answer, for the event log: the body on success, the ApiError on failure. */
  onSettled(path: string, outcome: { ok: true; body: Record<string, unknown> } | { ok: false; error: ApiError }): void;
  /** Absolute origin for non-browser runs (tests); the browser uses the page's own origin. */
  origin: string;
}

let hooks: ApiHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  onTimeout: () => {},
  onMaintenance: () => {},
  onSettled: () => {},
  origin: '',
};

export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

export function logsOutOn401(path: string): boolean {
  return !path.startsWith(PUBLIC_PREFIX) || PUBLIC_CALLS_THAT_LOG_OUT.has(path);
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Turns whatever came back into the contract's failure shape, even a proxy's HTML error page. */
function toErrorBody(body: Record<string, unknown> | null, status: number): ErrorBody {
  const errcode = typeof body?.errcode === 'number' ? body.errcode : typeof body?.code === 'number' ? body.code : status;
  const fallback = genericErrcodeKey[errcode] ?? 'errors.failedWithCode';
  const msg = typeof body?.msg === 'string' && body.msg.startsWith('errors.') ? body.msg : fallback;
  const failure: ErrorBody = { errcode, msg };
  if (typeof body?.field === 'string') failure.field = body.field;
  if (body?.params && typeof body.params === 'object') failure.params = body.params as Record<string, string | number>;
  if (typeof body?.requestId === 'string') failure.requestId = body.requestId;
  if (failure.msg === 'errors.failedWithCode') failure.params = { ...failure.params, code: errcode };
  return failure;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The request outlives the page (pagehide): fetch's keepalive, for small bodies such as exitGame. */
  keepalive?: boolean;
}

/** Makes one contract call: the input is typed by the call's body, the answer by its response. */
export async function api<P extends CallPath>(path: P, input: CallInput<P>, options: CallOptions = {}): Promise<CallResult<P>> {
  const sentToken = hooks.getToken();
  let response: Response;
  try {
    response = await ky.post(path, {
      prefixUrl: `${hooks.origin}${API_PREFIX}`,
      json: { ...commonFields(), ...input },
      headers: sentToken ? { authorization: `Bearer ${sentToken}` } : undefined,
      throwHttpErrors: false,
      // POSTs move money and spend SMS codes: never resend one behind the player's back.
      retry: 0,
      timeout: requestTimeoutMs(),
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof TimeoutError;
    const failure = new ApiError(timedOut ? 'timeout' : 'network', { errcode: -1, msg: timedOut ? TIMEOUT : NETWORK });
    if (timedOut) hooks.onTimeout(path);
    hooks.onSettled(path, { ok: false, error: failure });
    throw failure;
  }

  const body = await readBody(response);
  if (body && isSuccess(body)) {
    hooks.onSettled(path, { ok: true, body });
    return body as CallResult<P>;
  }

  const failure = toErrorBody(body, response.status);
  const unauthorized = failure.errcode === UNAUTHORIZED || response.status === 401;
  // Only the session that made the call may be ended by its answer: a late 401 for a token the
  // player already replaced (signed out and in again) must not end the new session, and a call sent
  // without a token (one a screen started as the player signed out) has no session to end.
  if (unauthorized && logsOutOn401(path) && sentToken !== null && sentToken === hooks.getToken()) hooks.onUnauthorized();
  if (failure.errcode === MAINTENANCE) hooks.onMaintenance(path);
  const error = new ApiError('server', failure, response.status);
  hooks.onSettled(path, { ok: false, error });
  throw error;
}

/**
 * A call for a page that is going away (pagehide), e.g. exitGame when the game page closes: a
 * keepalive fetch started synchronously, with the token (a beacon cannot carry it). ky's promise
 * chain may not reach fetch before the page unloads.
 * Fire and forget: nobody is left to read the answer.
 */
export function apiAsPageLeaves<P extends CallPath>(path: P, input: CallInput<P>): void {
  const token = hooks.getToken();
  try {
    void fetch(`${hooks.origin}${API_PREFIX}/${path}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ ...commonFields(), ...input }),
    }).catch(() => undefined);
  } catch {
    // No fetch (old browser, test runner): the server closes idle sessions itself.
  }
}
