import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { developmentSocial } from '../../server/config/social.ts';
import { socialAccounts } from '../../server/auth/social/schema.ts';
import { users } from '../../server/db/schema.ts';
import { issueFakeCode, signFakeIdToken, type FakePerson } from '../../server/auth/social/fakes/provider.ts';
import { ADULT, expectOk } from './helpers.ts';
import type { CallResult, TestServer } from './harness.ts';

/**
 * The social sign-in tests' helpers (docs/social.md): the test server listens on a port so the real
 * adapters reach the fakes it serves over HTTP, as `npm run dev` does.
 */
export async function listenWithFakes(t: TestServer): Promise<string> {
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.deps.social = developmentSocial(origin);
  return origin;
}

export const GOOGLE = 5;
export const LINE = 4;
export const FACEBOOK = 3;

export interface Started {
  authorizeUrl: string;
  state: string;
  verifier: string;
  csrf: string;
  params: URLSearchParams;
}

export async function start(t: TestServer, origin: string, socialType: number, token?: string): Promise<Started> {
  const body = expectOk(await t.call('socialStart', { socialType, origin, ...(token ? { bind: true } : {}) }, token ? { token } : {}));
  return { ...(body as Omit<Started, 'params'>), params: new URL(body.authorizeUrl as string).searchParams };
}

/** What Google's page would sign for this flow: claims overridable for the tampering tests. */
export async function googleCredential(t: TestServer, started: Started, person: FakePerson, claims: Record<string, unknown> = {}, life?: number) {
  return signFakeIdToken(
    'google',
    { iss: 'https://accounts.google.com', aud: t.deps.social!.google!.clientId, sub: person.subject, name: person.name, nonce: started.params.get('nonce'), ...claims },
    { lifeSeconds: life },
  );
}

/** Google's form post to our receiver, the cookie the app set beside it; the app's fragment back. */
export async function googleReturn(t: TestServer, form: Record<string, string>, cookie: string | undefined) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app/v1/social/google/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://accounts.google.com', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(form).toString(),
  });
  return res;
}

/** A sign-in through each provider's fake for a person; `extra` goes with the login call (birthDate…). */
export async function signInWith(t: TestServer, origin: string, type: number, person: FakePerson, extra: Record<string, unknown> = {}, token?: string): Promise<CallResult> {
  const started = await start(t, origin, type, token);
  if (type === GOOGLE) {
    const credential = await googleCredential(t, started, person);
    const back = await googleReturn(t, { credential, g_csrf_token: started.csrf, state: started.state }, `g_csrf_token=${started.csrf}`);
    expect(back.statusCode).toBe(303);
    const fragment = new URLSearchParams(String(back.headers.location).split('#')[1]);
    const proof = { credential: fragment.get('credential'), state: fragment.get('state') };
    return token ? t.call('bindSocialAccount', { socialType: type, ...proof }, { token }) : t.call('googleLogin', { ...proof, ...extra });
  }
  const code = issueFakeCode(type === LINE ? 'line' : 'facebook', person, started.params);
  const proof = { code, state: started.state, verifier: started.verifier };
  if (token) return t.call('bindSocialAccount', { socialType: type, ...proof }, { token });
  return t.call(type === LINE ? 'lineLogin' : 'facebookLogin', { ...proof, ...extra });
}

/** A new social player, registered (birth date step answered). */
export async function newSocialPlayer(t: TestServer, origin: string, type: number, person: FakePerson): Promise<string> {
  const body = expectOk(await signInWith(t, origin, type, person, { birthDate: ADULT }));
  return body.token as string;
}

export async function counts(t: TestServer) {
  const [u] = await t.database.db.select({ n: count() }).from(users);
  const [s] = await t.database.db.select({ n: count() }).from(socialAccounts);
  return { users: Number(u!.n), links: Number(s!.n) };
}
