import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Errcode, MessageKey } from '../../../contract/index.ts';
import { ApiError } from '../../api/errors.ts';
import { GOOGLE_RETURN_PATH } from './settings.ts';

/** The cookie of Sign In With Google's double-submit (developers.google.com/identity/gsi/web/guides/verify-google-id-token). */
const CSRF_COOKIE = 'g_csrf_token';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Google's redirect mode POSTs the ID token (`credential`, or OpenID Connect form_post's `id_token`) to
 * this address with `g_csrf_token` (or `state`) in the body; the app set the cookie `g_csrf_token` to the
 * same value before it left (socialStart's `csrf`). Different or missing: the post did not come from a
 * sign-in this browser started here (a login-CSRF), 403 errors.social.csrf. Otherwise the browser goes
 * on to the app's callback page with the token and state in the URL's fragment (never sent to a
 * server, so never in a log), and the app calls googleLogin, which verifies the token. The post comes
 * from Google's page, another site, so the cross-site guard lets this one route through (its own
 * check is the cookie); it changes nothing on the server.
 */
export async function registerGoogleReturn(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(GOOGLE_RETURN_PATH, { config: { crossSiteAllowed: true } }, async (req, reply) => {
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const posted = form.get('g_csrf_token') ?? form.get('state');
      const cookie = cookieValue(req.headers.cookie, CSRF_COOKIE);
      if (!posted || !cookie || !same(posted, cookie)) throw new ApiError(Errcode.forbidden, { msg: MessageKey.socialCsrf });
      const credential = form.get('credential') ?? form.get('id_token');
      const state = form.get('state');
      if (!credential || !state) throw new ApiError(Errcode.invalidParams, { field: 'credential', msg: MessageKey.socialTokenInvalid });
      const fragment = new URLSearchParams({ credential, state });
      // The cookie has done its work: spent, like the state.
      return reply.code(303).header('set-cookie', `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`).header('location', `/auth/callback/google#${fragment}`).send();
    });
  });
}
