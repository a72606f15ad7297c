import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { Errcode, MessageKey } from '../../../contract/index.ts';
import { ApiError } from '../../api/errors.ts';
import type { FacebookSettings, GoogleSettings, LineSettings } from '../../ports/social.ts';
import { sha256hex } from './flows.ts';

/** Who the provider says signed in: its stable subject and a display name. */
export interface Identity {
  subject: string;
  name: string;
}

/** A token, code or answer the provider's rules refuse: 401, nothing created. */
const refused = (why: string): never => {
  throw new ApiError(Errcode.unauthorized, { msg: MessageKey.socialTokenInvalid, params: { why } });
};
/** The provider did not answer: the player tries again (like an SMS provider's failure). */
const unreachable = (): never => {
  throw new ApiError(Errcode.tooMany, { msg: MessageKey.socialProviderFailed, params: { retryAfter: 5 } });
};

const TIMEOUT_MS = 8000;
/** One provider request: a network failure or a 5xx is `unreachable`, a 4xx (a used or foreign code) `refused`. */
async function providerJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    return unreachable();
  }
  if (res.status >= 500) return unreachable();
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body !== 'object' || body === null) return refused('provider');
  return body;
}

// One key set per address: jose caches the keys and refetches (rate-limited) when a token names a new
// kid, which is how Google's and LINE's rotation is followed.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySet = (url: string) => {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: TIMEOUT_MS })));
  return set;
};

/** jose's verdict as our 401; a key set that cannot be fetched is the provider's failure, not the player's. */
async function verified(run: () => Promise<{ payload: JWTPayload }>): Promise<JWTPayload> {
  try {
    return (await run()).payload;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWKS_TIMEOUT' || (code === undefined && error instanceof TypeError)) return unreachable();
    return refused(code ?? 'token');
  }
}

/** The nonce the flow issued (its hash stored) must be the token's: a token minted for another sign-in is refused. */
function checkNonce(payload: JWTPayload, nonceHash: string) {
  if (typeof payload.nonce !== 'string' || sha256hex(payload.nonce) !== nonceHash) refused('nonce');
}

const identityOf = (payload: JWTPayload): Identity => {
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) return refused('sub');
  return { subject: payload.sub, name: typeof payload.name === 'string' ? payload.name.slice(0, 64) : '' };
};

/**
 * Google (Sign In With Google / OpenID Connect): the ID token's RS256 signature against Google's
 * rotating keys, `aud` our client id, `iss` accounts.google.com in either spelling, `exp` (jose, with a
 * minute of clock skew), and the nonce of our flow.
 */
export async function verifyGoogle(settings: GoogleSettings, credential: string, nonceHash: string): Promise<Identity> {
  const payload = await verified(() =>
    jwtVerify(credential, keySet(settings.jwksUrl), {
      algorithms: ['RS256'],
      audience: settings.clientId,
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 60,
    }),
  );
  checkNonce(payload, nonceHash);
  return identityOf(payload);
}

const LINE_ISSUER = 'https://access.line.me';

/**
 * LINE Login v2.1, web login: the code (with its PKCE verifier) exchanged at the token endpoint; the ID
 * token it returns is HS256 with our channel secret. Only HS256 is taken here, so a token whose header
 * says otherwise (or an HS256 one signed with a public key's bytes) fails.
 */
export async function lineWebLogin(settings: LineSettings, input: { code: string; redirectUri: string; verifier: string; nonceHash: string }): Promise<Identity> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: settings.channelId,
    client_secret: settings.channelSecret,
    code_verifier: input.verifier,
  });
  const answer = await providerJson(settings.tokenUrl, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (typeof answer.id_token !== 'string') return refused('id_token');
  const idToken = answer.id_token;
  const payload = await verified(() =>
    jwtVerify(idToken, new TextEncoder().encode(settings.channelSecret), {
      algorithms: ['HS256'],
      audience: settings.channelId,
      issuer: LINE_ISSUER,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 60,
    }),
  );
  checkNonce(payload, input.nonceHash);
  return identityOf(payload);
}

/** LINE, LIFF and the SDKs: an ID token the app holds, ES256 against LINE's keys; the nonce of our flow. */
export async function lineSdkLogin(settings: LineSettings, idToken: string, nonceHash: string): Promise<Identity> {
  const payload = await verified(() =>
    jwtVerify(idToken, keySet(settings.jwksUrl), {
      algorithms: ['ES256'],
      audience: settings.channelId,
      issuer: LINE_ISSUER,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 60,
    }),
  );
  checkNonce(payload, nonceHash);
  return identityOf(payload);
}

/**
 * Facebook Login, manual flow with PKCE: the code exchanged at the Graph API (with the verifier), the
 * access token inspected with debug_token under our app's token (valid, issued to OUR app id, for a
 * user), then /me (with appsecret_proof) for the id and name, which must be debug_token's user.
 */
export async function facebookLogin(settings: FacebookSettings, input: { code: string; redirectUri: string; verifier: string }): Promise<Identity> {
  const exchange = new URLSearchParams({
    client_id: settings.appId,
    client_secret: settings.appSecret,
    redirect_uri: input.redirectUri,
    code: input.code,
    code_verifier: input.verifier,
  });
  const token = await providerJson(`${settings.graphBase}/oauth/access_token?${exchange}`);
  if (typeof token.access_token !== 'string' || !token.access_token) return refused('access_token');
  const accessToken = token.access_token;
  const debug = await providerJson(`${settings.graphBase}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: `${settings.appId}|${settings.appSecret}` })}`);
  const data = (debug.data ?? {}) as { app_id?: unknown; is_valid?: unknown; user_id?: unknown };
  if (String(data.app_id) !== settings.appId) refused('app_id');
  if (data.is_valid !== true) refused('is_valid');
  if (typeof data.user_id !== 'string' || !data.user_id) return refused('user_id');
  const proof = createHmac('sha256', settings.appSecret).update(accessToken).digest('hex');
  const me = await providerJson(`${settings.graphBase}/me?${new URLSearchParams({ fields: 'id,name', access_token: accessToken, appsecret_proof: proof })}`);
  if (me.id !== data.user_id) refused('me');
  return { subject: data.user_id, name: typeof me.name === 'string' ? me.name.slice(0, 64) : '' };
}
