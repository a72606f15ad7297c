import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FAKE_PREFIX } from '../../../config/social.ts';
import type { ServerDeps } from '../../../deps.ts';
import { FAKE_PEOPLE, facebookToken, fakeKeys, issueFacebookToken, issueFakeCode, newFakePerson, redeemFakeCode, signFakeIdToken, signLineHs256, type FakePerson } from './provider.ts';

/**
 * Local fakes of Google's, LINE's and Facebook's endpoints (docs/social.md "The fakes"), so the real
 * adapters run over HTTP in tests and `npm run dev` and no call leaves the machine. Registered by
 * server/app.ts in development only, never in production. The pages are a tester's tool, not the
 * product: plain English, no styling; a person is picked with one click.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><p>Development fake: pick a test person.</p>${body}</body></html>`);
}

const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error, error_description: error });

/** The people a page offers: the fixed ones and a new one (a first sign-in). */
const people = (): FakePerson[] => [...FAKE_PEOPLE, newFakePerson()];

export async function registerSocialFakes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    const query = (url: string) => new URL(url, 'http://fake').searchParams;

    // Google: the chooser posts the signed ID token to the receiver, as Sign In With Google's redirect mode does.
    scope.get(`${FAKE_PREFIX}/google/authorize`, async (req, reply) => {
      const q = query(req.url);
      const google = deps.social?.google;
      if (!google || q.get('client_id') !== google.clientId || q.get('response_type') !== 'id_token') return refuse(reply, 400, 'invalid_request');
      const forms = await Promise.all(
        people().map(async (person) => {
          const credential = await signFakeIdToken('google', { iss: 'https://accounts.google.com', aud: google.clientId, sub: person.subject, name: person.name, nonce: q.get('nonce') ?? '' });
          const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
          return `<form method="post" action="${escape(q.get('redirect_uri') ?? '')}">${field('credential', credential)}${field('g_csrf_token', q.get('state') ?? '')}${field('state', q.get('state') ?? '')}<button type="submit" data-subject="${escape(person.subject)}">${escape(person.name)}</button></form>`;
        }),
      );
      return page(reply, 'Sign in with Google (fake)', forms.join(''));
    });
    scope.get(`${FAKE_PREFIX}/google/certs`, async () => ({ keys: [(await fakeKeys()).google.publicJwk] }));

    // LINE and Facebook: the chooser links back to the app with a code, as their authorization pages do.
    for (const provider of ['line', 'facebook'] as const) {
      scope.get(`${FAKE_PREFIX}/${provider}/authorize`, async (req, reply) => {
        const q = query(req.url);
        const clientId = provider === 'line' ? deps.social?.line?.channelId : deps.social?.facebook?.appId;
        if (!clientId || q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') return refuse(reply, 400, 'invalid_request');
        const links = people().map((person) => {
          const back = new URLSearchParams({ code: issueFakeCode(provider, person, q), state: q.get('state') ?? '' });
          return `<p><a href="${escape(`${q.get('redirect_uri') ?? ''}?${back}`)}" data-subject="${escape(person.subject)}">${escape(person.name)}</a></p>`;
        });
        return page(reply, `Sign in with ${provider === 'line' ? 'LINE' : 'Facebook'} (fake)`, links.join(''));
      });
    }

    scope.post(`${FAKE_PREFIX}/line/token`, async (req, reply) => {
      const line = deps.social?.line;
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      if (!line || form.get('grant_type') !== 'authorization_code' || form.get('client_secret') !== line.channelSecret) return refuse(reply, 400, 'invalid_client');
      const issued = redeemFakeCode('line', { code: form.get('code') ?? '', clientId: form.get('client_id') ?? '', redirectUri: form.get('redirect_uri') ?? '', verifier: form.get('code_verifier') ?? '' });
      if (!issued) return refuse(reply, 400, 'invalid_grant');
      const idToken = await signLineHs256(line.channelSecret, { iss: 'https://access.line.me', aud: line.channelId, sub: issued.person.subject, name: issued.person.name, nonce: issued.nonce, amr: ['linesso'] });
      return { access_token: `fake-line-${issued.person.subject}`, token_type: 'Bearer', expires_in: 2592000, scope: 'openid profile', id_token: idToken };
    });
    scope.get(`${FAKE_PREFIX}/line/certs`, async () => ({ keys: [(await fakeKeys()).line.publicJwk] }));

    scope.get(`${FAKE_PREFIX}/facebook/oauth/access_token`, async (req, reply) => {
      const facebook = deps.social?.facebook;
      const q = query(req.url);
      if (!facebook || q.get('client_secret') !== facebook.appSecret) return refuse(reply, 400, 'invalid_client');
      const issued = redeemFakeCode('facebook', { code: q.get('code') ?? '', clientId: q.get('client_id') ?? '', redirectUri: q.get('redirect_uri') ?? '', verifier: q.get('code_verifier') ?? '' });
      if (!issued) return reply.code(400).send({ error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } });
      return { access_token: issueFacebookToken(facebook.appId, issued.person), token_type: 'bearer', expires_in: 5183944 };
    });
    scope.get(`${FAKE_PREFIX}/facebook/debug_token`, async (req, reply) => {
      const facebook = deps.social?.facebook;
      const q = query(req.url);
      if (!facebook || q.get('access_token') !== `${facebook.appId}|${facebook.appSecret}`) return reply.code(400).send({ error: { message: 'Invalid OAuth access token.', code: 190 } });
      const token = facebookToken(q.get('input_token') ?? '');
      if (!token) return { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } };
      return { data: { app_id: token.appId, type: 'USER', application: 'Swerte', is_valid: true, user_id: token.person.subject, scopes: ['public_profile'], expires_at: Math.floor(Date.now() / 1000) + 3600 } };
    });
    scope.get(`${FAKE_PREFIX}/facebook/me`, async (req, reply) => {
      const facebook = deps.social?.facebook;
      const q = query(req.url);
      const accessToken = q.get('access_token') ?? '';
      const token = facebookToken(accessToken);
      const proof = facebook ? createHmac('sha256', facebook.appSecret).update(accessToken).digest('hex') : '';
      if (!token || q.get('appsecret_proof') !== proof) return reply.code(400).send({ error: { message: 'Invalid OAuth access token.', code: 190 } });
      return { id: token.person.subject, name: token.person.name };
    });
  });
}
