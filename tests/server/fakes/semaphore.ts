import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Semaphore SMS API (https://semaphore.co/docs, "Sending Messages"), on
 * 127.0.0.1 and a free port. It speaks `POST /api/v4/messages` with the documented form parameters
 * and checks them as Semaphore does: `apikey` (must be the account's key), `number` (one or up to
 * 1000 comma-separated Philippine mobiles, 09… or 639…), `message` (required; one starting with
 * "TEST" is silently dropped, so it is recorded apart), `sendername` (optional, must be an approved
 * name). It answers the documented list of message records, and the endpoint's documented rate
 * limit (120 calls a minute: 429 with Retry-After). The docs publish no error bodies: refusals here
 * are JSON objects of messages per field (401 for the key, 422 for the rest), and `failNext` makes
 * the next call answer whatever a test needs (a 500, an HTML page, a 200 carrying an error).
 */
export interface SemaphoreFakeMessage {
  number: string;
  message: string;
  sendername: string;
  at: string;
}

export interface SemaphoreFake {
  /** Pass as `apiBase` to semaphoreSender. */
  url: string;
  apiKey: string;
  /** Messages Semaphore accepted for sending, in order. */
  messages: SemaphoreFakeMessage[];
  /** Messages accepted but silently dropped (they started with "TEST"). */
  dropped: SemaphoreFakeMessage[];
  /** Every call's form parameters (accepted or not), so a test can find the code that was sent. */
  received: URLSearchParams[];
  /** The next call gets this answer instead (status, body as sent, content type). */
  failNext(status: number, body: string, contentType?: string): void;
  close(): Promise<void>;
}

const MOBILE = /^(09|639)\d{9}$/;
const PER_MINUTE = 120;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startSemaphoreFake(opts: { apiKey?: string; senderNames?: string[] } = {}): Promise<SemaphoreFake> {
  const apiKey = opts.apiKey ?? 'fake-semaphore-key-0123456789abcdef';
  const senderNames = new Set(opts.senderNames ?? ['SWERTE']);
  let nextId = 1000;
  let injected: { status: number; body: string; contentType: string } | undefined;
  let window = { start: Date.now(), calls: 0 };

  const fake: SemaphoreFake = {
    url: '',
    apiKey,
    messages: [],
    dropped: [],
    received: [],
    failNext(status, body, contentType = 'application/json') {
      injected = { status, body, contentType };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    fake.received.push(new URLSearchParams(body));
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/api/v4/messages') return json(res, 404, { message: 'Not Found' });
    if (injected) {
      const answer = injected;
      injected = undefined;
      res.writeHead(answer.status, { 'content-type': answer.contentType });
      return res.end(answer.body);
    }
    if (Date.now() - window.start >= 60_000) window = { start: Date.now(), calls: 0 };
    if (++window.calls > PER_MINUTE) {
      const retry = Math.ceil((window.start + 60_000 - Date.now()) / 1000);
      return json(res, 429, { message: 'Too Many Attempts.' }, { 'retry-after': String(retry), 'x-ratelimit-limit': String(PER_MINUTE), 'x-ratelimit-remaining': '0' });
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return json(res, 422, { message: ['The message field is required.'] });
    }
    const form = new URLSearchParams(body);
    if (form.get('apikey') !== apiKey) return json(res, 401, { apikey: ['The apikey is invalid.'] });
    const numbers = (form.get('number') ?? '').split(',').map((n) => n.trim()).filter(Boolean);
    const message = form.get('message') ?? '';
    const sendername = form.get('sendername') ?? 'SEMAPHORE';
    const errors: Record<string, string[]> = {};
    if (numbers.length === 0 || numbers.length > 1000 || !numbers.every((n) => MOBILE.test(n))) errors.number = ['The number format is invalid.'];
    if (!message) errors.message = ['The message field is required.'];
    if (form.has('sendername') && !senderNames.has(sendername)) errors.sendername = ['The selected sendername is invalid.'];
    if (Object.keys(errors).length > 0) return json(res, 422, errors);

    const at = new Date().toISOString();
    const records = numbers.map((number) => {
      const entry = { number, message, sendername, at };
      (/^test/i.test(message) ? fake.dropped : fake.messages).push(entry);
      const stamp = at.slice(0, 19).replace('T', ' ');
      return {
        message_id: nextId++,
        user_id: 1,
        user: 'ops@swerte.example',
        account_id: 1,
        account: 'Swerte',
        recipient: number,
        message,
        sender_name: sendername,
        network: 'Globe',
        status: 'Pending',
        type: numbers.length > 1 ? 'Bulk' : 'Single',
        source: 'Api',
        created_at: stamp,
        updated_at: stamp,
      };
    });
    return json(res, 200, records);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
