import { isIP } from 'node:net';

/**
 * The HTTP edge's settings from the environment (issue 16): which proxies may speak for the client,
 * the public origin, other origins allowed to call the API, and the timeouts. Read once at start;
 * a value that is not understood stops the server with a message naming the variable, because a
 * guessed proxy setting either lets players forge their address or hides every real one.
 */
export interface HttpEnv {
  /**
   * Fastify's `trustProxy`: false (no proxy, `req.ip` is the socket's peer) or the proxies' addresses
   * and CIDR ranges. Only a trusted peer's `X-Forwarded-For`/`-Proto`/`-Host` count.
   */
  trustProxy: false | string[];
  /** The origin players reach (`PUBLIC_URL`), e.g. `https://swerte.ph`; https there means HSTS on every answer. */
  publicOrigin?: string;
  /** Other origins whose pages may call the API (`ALLOWED_ORIGINS`, comma separated): a native wrapper's, a second domain. */
  allowedOrigins: string[];
  /** `REQUEST_TIMEOUT_MS`: the whole request's limit instead of `httpTimeouts.requestTimeout`; absent: that default. */
  requestTimeoutMs?: number;
}

const isCidr = (value: string): boolean => {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined || !address || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: unset, empty or `0` trusts nobody (`req.ip` is whoever connected); otherwise a
 * comma-separated list of the proxies' IP addresses and CIDR ranges (`TRUST_PROXY=10.0.0.0/8,127.0.0.1`):
 * `X-Forwarded-For` then counts only when the peer is one of them, and `req.ip` is the right-most
 * address in it that is not a listed proxy. A hop count (`TRUST_PROXY=1`, which used to mean "trust
 * every hop") is refused with a message: counting hops cannot tell our proxy from a client that
 * connects directly and writes its own header, and Fastify 5 itself trusts nothing for a bare count.
 * Behind a cloud load balancer with changing addresses, list its network's range. Anything else
 * (`true`, `loopback`, a host name, a netmask) is refused too.
 */
export function parseTrustProxy(value: string | undefined): HttpEnv['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text}: a hop count cannot tell the proxy from a client connecting directly; list the proxies' addresses or ranges instead (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)`,
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => isIP(entry) === 0 && !isCidr(entry));
  if (bad.length > 0) {
    throw new Error(`TRUST_PROXY: ${bad.map((b) => JSON.stringify(b)).join(', ')} is not an IP address or CIDR range (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)`);
  }
  return entries;
}

/** An origin as a browser sends it in `Origin`: scheme, host and port only. */
function parseOrigin(name: string, value: string, httpsOnly = false): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: ${JSON.stringify(value)} is not a URL`);
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) throw new Error(`${name}: ${JSON.stringify(value)} must be an https origin`);
  return url.origin;
}

/** The bounds `REQUEST_TIMEOUT_MS` may take: a second at least, a minute at most (issue 26: 1,000 stalled bodies were held 30 s). */
export const REQUEST_TIMEOUT_BOUNDS = { min: 1_000, max: 60_000 } as const;

/** `REQUEST_TIMEOUT_MS`: unset or empty keeps the default; otherwise whole milliseconds within REQUEST_TIMEOUT_BOUNDS. */
export function parseRequestTimeout(value: string | undefined): number | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const ms = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(ms >= REQUEST_TIMEOUT_BOUNDS.min && ms <= REQUEST_TIMEOUT_BOUNDS.max)) {
    throw new Error(`REQUEST_TIMEOUT_MS=${text}: whole milliseconds from ${REQUEST_TIMEOUT_BOUNDS.min} to ${REQUEST_TIMEOUT_BOUNDS.max} (default ${httpTimeouts.requestTimeout})`);
  }
  return ms;
}

export function readHttpEnv(env: NodeJS.ProcessEnv = process.env): HttpEnv {
  const publicUrl = env.PUBLIC_URL?.trim();
  const allowed = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: publicUrl ? parseOrigin('PUBLIC_URL', publicUrl) : undefined,
    // A native wrapper's origin (capacitor://localhost) is not http(s): taken as written, scheme and host.
    allowedOrigins: allowed.map((origin) => (/^https?:/i.test(origin) ? parseOrigin('ALLOWED_ORIGINS', origin) : origin.replace(/\/+$/, ''))),
    requestTimeoutMs: parseRequestTimeout(env.REQUEST_TIMEOUT_MS),
  };
}

/**
 * How long a client may take (milliseconds), so a request whose body never arrives (or a connection
 * that sends nothing) does not hold a socket and its memory for long, in development and production alike:
 * - headers complete within `headersTimeout` (10 s) and the whole request, body included, within
 *   `requestTimeout` (15 s, `REQUEST_TIMEOUT_MS` to change it; issue 26: at 30 s, 1,000 half-sent
 *   bodies were all still held at 30 s). The largest body is 64 KiB, a KYC photo a few hundred KB:
 *   seconds even on a poor mobile link. Past either Node answers 408 and closes. Node checks pending
 *   requests every `checkIntervalMs` (1 s; its default of 30 s would let a slow request live far longer),
 *   so a stalled request is closed between the limit and a second after it.
 * - a socket with no traffic at all is closed after `connectionTimeout` (60 s).
 * - an idle keep-alive connection is kept `keepAliveTimeout` (72 s: longer than the 60 s idle timeout
 *   of common load balancers, so the proxy, not us, closes first and never reuses a dead socket).
 */
export interface HttpTimeouts {
  headersTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  checkIntervalMs: number;
}

export const httpTimeouts: HttpTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 72_000,
  checkIntervalMs: 1_000,
};
