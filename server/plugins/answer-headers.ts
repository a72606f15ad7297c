import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../contract/index.ts';

/**
 * Answers that hold a player's data or move money: never kept by a browser, a proxy or the service
 * worker's HTTP cache (`Cache-Control: no-store`), errors included. The payment endpoints (the
 * provider's callbacks, the sandbox checkout) and the operator API are listed with the player API.
 */
export const NO_STORE_PREFIXES = [API_PREFIX, '/ops/v1', '/payments/', '/sandbox/'] as const;
export const NO_STORE = 'no-store';

/** One year, every subdomain (ASVS 14.4.5). Sent only when players reach us over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const wantsNoStore = (url: string): boolean => NO_STORE_PREFIXES.some((prefix) => url.startsWith(prefix));

export interface AnswerHeaderOptions {
  /** `PUBLIC_URL`'s origin; https there means every answer is reached over TLS. */
  publicOrigin?: string;
}

/**
 * Headers every answer gets in onSend: our request id (generated, never the client's), no-store on
 * API and payment answers, and HSTS when the app is behind TLS: `PUBLIC_URL` is https, or the
 * request came over https (a trusted proxy's `X-Forwarded-Proto: https`; an untrusted peer's header
 * is ignored by Fastify's `req.protocol`). Over plain http in development no HSTS is sent: it would
 * pin localhost to https in the developer's browser.
 */
export function registerAnswerHeaders(app: FastifyInstance, opts: AnswerHeaderOptions = {}): void {
  const alwaysTls = opts.publicOrigin?.startsWith('https://') === true;
  const behindTls = (req: FastifyRequest) => alwaysTls || req.protocol === 'https';
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (wantsNoStore(req.url)) reply.header('cache-control', NO_STORE);
    if (behindTls(req)) reply.header('strict-transport-security', HSTS);
  });
}
