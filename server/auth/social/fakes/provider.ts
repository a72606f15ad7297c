import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { s256 } from '../flows.ts';

/**
 * The providers' side of the fakes (development and tests only; docs/social.md): their signing keys,
 * the codes and tokens they issued. In memory, per process: a restart forgets them, as a provider's
 * short-lived codes would be forgotten anyway.
 */

export interface FakePerson {
  subject: string;
  name: string;
}

/** The test people every authorize page offers (and a new one each time it is drawn). */
export const FAKE_PEOPLE: FakePerson[] = [
  { subject: 'fake-100001', name: 'Maria Santos' },
  { subject: 'fake-100002', name: 'Juan dela Cruz' },
  { subject: 'fake-100003', name: 'Ana Reyes' },
];

export const newFakePerson = (): FakePerson => {
  const subject = `fake-${randomBytes(6).toString('hex')}`;
  return { subject, name: `Test Player ${subject.slice(-4).toUpperCase()}` };
};

interface KeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

let keys: Promise<{ google: KeyPair; line: KeyPair }> | undefined;
async function pair(alg: 'RS256' | 'ES256'): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomBytes(8).toString('hex');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}
/** Google's RS256 and LINE's ES256 keys of this process's fakes. */
export const fakeKeys = () => (keys ??= Promise.all([pair('RS256'), pair('ES256')]).then(([google, line]) => ({ google, line })));

/** An ID token as the provider would sign it; `claims` overrides (the tests' tampering). */
export async function signFakeIdToken(provider: 'google' | 'line', claims: Record<string, unknown>, opts: { lifeSeconds?: number } = {}): Promise<string> {
  const key = (await fakeKeys())[provider];
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: now + (opts.lifeSeconds ?? 3600), ...claims })
    .setProtectedHeader({ alg: provider === 'google' ? 'RS256' : 'ES256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}

/** LINE web login's ID token: HS256 with the channel secret. */
export async function signLineHs256(secret: string, claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: now + 3600, ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

interface IssuedCode {
  provider: 'line' | 'facebook';
  person: FakePerson;
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  used: boolean;
}

const codes = new Map<string, IssuedCode>();
const tokens = new Map<string, { appId: string; person: FakePerson }>();

/** What the tests may change: the next Facebook token is issued to another app (debug_token must catch it). */
export const fakeControl = { facebookNextTokenApp: undefined as string | undefined };

/** The authorize page's choice: a code for this person, bound to the request's client, address, PKCE challenge and nonce. */
export function issueFakeCode(provider: 'line' | 'facebook', person: FakePerson, params: URLSearchParams): string {
  const code = randomBytes(16).toString('base64url');
  codes.set(code, {
    provider,
    person,
    clientId: params.get('client_id') ?? '',
    redirectUri: params.get('redirect_uri') ?? '',
    challenge: params.get('code_challenge') ?? '',
    nonce: params.get('nonce') ?? '',
    used: false,
  });
  return code;
}

/**
 * The token endpoint's checks, as the providers make them: a known code of this provider, used once
 * (a second use is refused, as LINE and Facebook refuse it), for this client and return address, and
 * the PKCE verifier whose S256 is the challenge. Undefined: refused.
 */
export function redeemFakeCode(provider: 'line' | 'facebook', input: { code: string; clientId: string; redirectUri: string; verifier: string }): IssuedCode | undefined {
  const issued = codes.get(input.code);
  if (!issued || issued.provider !== provider || issued.used) return undefined;
  issued.used = true;
  if (issued.clientId !== input.clientId || issued.redirectUri !== input.redirectUri || !issued.challenge || s256(input.verifier) !== issued.challenge) return undefined;
  return issued;
}

export function issueFacebookToken(appId: string, person: FakePerson): string {
  const token = `EAAfake${randomBytes(18).toString('base64url')}`;
  tokens.set(token, { appId: fakeControl.facebookNextTokenApp ?? appId, person });
  fakeControl.facebookNextTokenApp = undefined;
  return token;
}

export const facebookToken = (token: string) => tokens.get(token);
