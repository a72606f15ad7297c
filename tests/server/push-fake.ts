import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * A local Web Push service for the tests (docs/push.md): never the internet. It plays both ends of
 * RFC 8030: it hands out subscriptions (an endpoint on this server, and a browser's P-256 key and auth
 * secret), accepts the server's encrypted POSTs, checks their VAPID signature (RFC 8292) against the
 * public key the app gives browsers, and decrypts them (RFC 8291, aes128gcm) as the browser would.
 * Each endpoint answers what the test says (201, 410, 500…).
 */

// web-push's own dependency for the encrypted content encoding (RFC 8188), used here as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: Record<string, unknown>): Buffer };

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed (what the service worker's push event reads). */
  payload: Record<string, unknown>;
  /** The VAPID JWT's claims, verified against `k`. */
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the server's VAPID public key. */
  publicKey: string;
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** The public key of an uncompressed P-256 point, as a KeyObject node's verify takes. */
function p256PublicKey(raw: Buffer) {
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
}

/** Verifies `vapid t=<jwt>, k=<key>` and answers its claims and key; throws when the signature is wrong. */
function checkVapid(header: string | undefined): { claims: Received['claims']; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const ok = verify('sha256', Buffer.from(`${head}.${body}`), { key: p256PublicKey(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Received['claims'], publicKey: k };
}

export async function startFakePushService() {
  const received: Received[] = [];
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  /** Status codes to answer per path, in order; then 201. */
  const answers = new Map<string, number[]>();
  const refused: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const status = answers.get(path)?.shift() ?? 201;
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`unknown subscription ${path}`);
        const vapid = checkVapid(req.headers.authorization);
        const body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: b64url(browser.auth) });
        received.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>, ...vapid });
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 0;
  return {
    origin,
    received,
    refused,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    subscription(): FakeSubscription {
      const path = `/push/${++n}-${b64url(randomBytes(6))}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(path, { ecdh, auth });
      return { endpoint: `${origin}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    /** The next answers of this subscription's endpoint (then 201). */
    answer(subscription: FakeSubscription, ...statuses: number[]) {
      answers.set(new URL(subscription.endpoint).pathname, statuses);
    },
    for: (subscription: FakeSubscription) => received.filter((r) => `${origin}${r.path}` === subscription.endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
