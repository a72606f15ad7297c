import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';

/** Methods that cannot change anything here; every route that changes something is a POST. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossSiteOptions {
  /** `PUBLIC_URL`'s origin: behind a proxy that rewrites Host, the name players actually use. */
  publicOrigin?: string;
  /** `ALLOWED_ORIGINS`: other origins whose pages may call us (a native wrapper's, a second domain). */
  allowedOrigins?: readonly string[];
}

/** The origin this request was sent to: scheme (X-Forwarded-Proto from a trusted proxy) and Host. */
const ownOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`.toLowerCase();

/**
 * Refuses a state-changing request (any method but GET/HEAD/OPTIONS, on every route) that a browser
 * says comes from another site. A page elsewhere can make its visitors' browsers POST here without a
 * preflight (a form, a beacon, a text/plain fetch); the browser then names the page's site in headers
 * the page cannot set:
 * - `Sec-Fetch-Site: cross-site` is refused; `same-origin` or `none` (typed in, a bookmark) passes
 *   whatever `Origin` says: our own pages send `Origin: null` on a form POST, since the security
 *   headers set `Referrer-Policy: no-referrer` (the sandbox checkout's buttons are such forms).
 * - otherwise (`same-site`, or a browser without Fetch Metadata) an `Origin` must be our own (the
 *   scheme and Host the request was sent to), `PUBLIC_URL`'s or one in `ALLOWED_ORIGINS`; `null`
 *   (a sandboxed frame, an opaque redirect) is refused.
 * A request with neither header (the native wrapper, curl, a payment provider's webhook, the tests)
 * is not a browser's cross-site request and passes.
 * Answer: HTTP 403, errcode 403, `errors.http.crossSite`, before the body is read.
 */
export function registerCrossSiteGuard(app: FastifyInstance, opts: CrossSiteOptions = {}): void {
  const configured = new Set([opts.publicOrigin, ...(opts.allowedOrigins ?? [])].filter((o): o is string => Boolean(o)).map((o) => o.toLowerCase()));
  const allowedOrigin = (req: FastifyRequest, origin: string) => configured.has(origin.toLowerCase()) || origin.toLowerCase() === ownOrigin(req);
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    // A provider's own form post back to us (Google's sign-in receiver, server/auth/social/google-return.ts):
    // another site by design, guarded by its double-submit cookie instead.
    if ((req.routeOptions.config as { crossSiteAllowed?: boolean } | undefined)?.crossSiteAllowed === true) return;
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (site === 'same-origin' || site === 'none') return;
    if (site === 'cross-site' || (typeof origin === 'string' && !allowedOrigin(req, origin))) {
      req.log.warn({ origin, secFetchSite: site, url: req.url.slice(0, 200) }, 'cross-site request refused');
      throw new ApiError(Errcode.forbidden, { msg: MessageKey.httpCrossSite });
    }
  });
}
