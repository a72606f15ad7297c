import { SmsSendError, type SmsSender } from './sender.ts';

/**
 * Semaphore (semaphore.co), the Philippine SMS API, written against its published documentation
 * (https://semaphore.co/docs, "Sending Messages"):
 * - `POST {apiBase}/api/v4/messages` with the form parameters `apikey`, `number` (09… or 639…),
 *   `message` and `sendername` (an approved Sender Name; absent means "SEMAPHORE");
 * - the answer is a JSON array with one record per recipient: `message_id`, `recipient`,
 *   `status` (Pending, Queued, Sent, Failed, Refunded), …;
 * - a message starting with "TEST" is silently dropped, so ours never does;
 * - the endpoint is rate limited (120 calls a minute; X-RateLimit-* and Retry-After headers).
 *
 * Why `/messages` and not `/otp`: `/otp` takes the same parameters but makes up the code itself and
 * returns it in the answer. Our server makes the code, stores only its hash and counts guesses per
 * address (sms-codes.ts), the same for every adapter; the outbox and the tests see the code we made.
 *
 * Failures: the docs publish no error body, and in practice an error comes back either as an HTTP
 * 4xx/5xx or as a 2xx whose JSON is not a list of message records (an object of validation
 * messages, a list of strings). Anything but a list of records with a `message_id` and a status
 * other than Failed/Refunded is an SmsSendError. Its text never holds the message or the code:
 * Semaphore may echo the message back, so the body is summarised with every digit run removed.
 */
export interface SemaphoreOptions {
  apiKey: string;
  senderName: string;
  /** `https://api.semaphore.co` in production (SEMAPHORE_API_BASE); the fake's URL in tests. */
  apiBase: string;
  fetch?: typeof fetch;
  /** How long to wait for Semaphore before failing the send (default 10 s). */
  timeoutMs?: number;
}

interface MessageRecord {
  message_id?: unknown;
  status?: unknown;
}

const FAILED_STATUSES = new Set(['failed', 'refunded']);

/** A short, code-free description of an error body for the operator's log. */
export function describeBody(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? '').replace(/\d{3,}/g, '#').replace(/\s+/g, ' ').slice(0, 200);
}

export function semaphoreSender(opts: SemaphoreOptions): SmsSender {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.apiBase.replace(/\/+$/, '')}/api/v4/messages`;
  return {
    async send(message) {
      const form = new URLSearchParams({ apikey: opts.apiKey, number: message.mobile, message: message.text });
      // Left out when empty: Semaphore then sends as its default name rather than refusing a blank one.
      if (opts.senderName) form.set('sendername', opts.senderName);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new SmsSendError(timedOut ? 'no answer in time' : 'could not reach Semaphore');
      }
      const text = await res.text().catch(() => '');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (an HTML error page, a proxy's answer): described as text below.
      }
      if (!res.ok) throw new SmsSendError(`refused: ${describeBody(body)}`, res.status);
      const records = Array.isArray(body) ? (body as MessageRecord[]) : [];
      const record = records.find((r) => r !== null && typeof r === 'object' && r.message_id !== undefined);
      if (!record) throw new SmsSendError(`unexpected answer: ${describeBody(body)}`, res.status);
      if (typeof record.status === 'string' && FAILED_STATUSES.has(record.status.toLowerCase())) {
        throw new SmsSendError(`message ${record.status}`, res.status);
      }
    },
  };
}
