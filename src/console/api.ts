import ky, { TimeoutError } from 'ky';
import type { ConsoleCallInput, ConsoleCallPath, ConsoleCallResult } from '../../contract/ops/index.ts';
import { consoleSessionStore } from './sessionStore.ts';

/**
 * The console's only HTTP client: `POST /ops/v1/<call>` with the operator's bearer token, typed by the
 * console contract (contract/ops). Types only come from the contract (`import type`), so zod stays out
 * of the console's bundle too. A failure throws ConsoleCallError with the server's message key; a 401
 * (session ended: idle, signed out elsewhere, disabled) ends the session in this tab, and the shell
 * sends the operator to sign-in with "your session ended".
 */
export const CONSOLE_CALL_PREFIX = '/ops/v1';
const TIMEOUT_MS = 20_000;

export class ConsoleCallError extends Error {
  readonly status: number;
  readonly errcode: number;
  /** The server's message key (`errors.console.locked`…), or `errors.network` / `errors.timeout`. */
  readonly msg: string;
  /** The body field the failure is about, when the server named one. */
  readonly field?: string;
  readonly params?: Record<string, string | number>;

  constructor(status: number, body: { errcode: number; msg: string; field?: string; params?: Record<string, string | number> }) {
    super(body.msg);
    this.name = 'ConsoleCallError';
    this.status = status;
    this.errcode = body.errcode;
    this.msg = body.msg;
    if (body.field !== undefined) this.field = body.field;
    if (body.params !== undefined) this.params = body.params;
  }
}

export function isConsoleCallError(error: unknown): error is ConsoleCallError {
  return error instanceof ConsoleCallError;
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function consoleCall<P extends ConsoleCallPath>(path: P, body: ConsoleCallInput<P>, options: { signal?: AbortSignal } = {}): Promise<ConsoleCallResult<P>> {
  const sentToken = consoleSessionStore.token();
  let response: Response;
  try {
    // Absolute against the page (what a relative URL means in the browser), so it also runs outside one.
    response = await ky.post(new URL(`${CONSOLE_CALL_PREFIX}/${path}`, globalThis.location.href), {
      json: body,
      headers: sentToken ? { authorization: `Bearer ${sentToken}` } : undefined,
      throwHttpErrors: false,
      // Decisions move money: never resend one behind the operator's back.
      retry: 0,
      timeout: TIMEOUT_MS,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof TimeoutError;
    throw new ConsoleCallError(0, { errcode: -1, msg: timedOut ? 'errors.timeout' : 'errors.network' });
  }
  const answer = await readBody(response);
  if (response.ok && answer?.errcode === 0) return answer as ConsoleCallResult<P>;

  const errcode = typeof answer?.errcode === 'number' ? answer.errcode : response.status;
  const msg = typeof answer?.msg === 'string' && answer.msg.startsWith('errors.') ? answer.msg : 'errors.failedWithCode';
  const failure = new ConsoleCallError(response.status, {
    errcode,
    msg,
    ...(typeof answer?.field === 'string' ? { field: answer.field } : {}),
    ...(answer?.params && typeof answer.params === 'object' ? { params: answer.params as Record<string, string | number> } : {}),
  });
  // Only the session that made the call may be ended by its answer (a late 401 after signing in again must not).
  if (response.status === 401 && sentToken && consoleSessionStore.token() === sentToken) consoleSessionStore.end({ key: 'sessionEnded' });
  throw failure;
}
