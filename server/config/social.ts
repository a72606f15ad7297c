import type { SocialSettings } from '../ports/social.ts';
import { readSetting, requiredSecretProblem, type Setting } from './secrets.ts';

/**
 * Sign in with Google, LINE and Facebook (docs/social.md). SOCIAL_PROVIDERS lists the providers
 * production offers (google,line,facebook; unset: none); each listed one needs its settings, or the
 * server refuses to start naming them. Development ignores all of it and uses the local fakes.
 */
export interface SocialEnv {
  providers: string[];
  google: { clientId?: string; authorizeUrl: string; jwksUrl: string };
  line: { channelId?: string; channelSecret: Setting; authorizeUrl: string; tokenUrl: string; jwksUrl: string };
  facebook: { appId?: string; appSecret: Setting; authorizeUrl: string; graphBase: string };
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function readSocialEnv(env: NodeJS.ProcessEnv): SocialEnv {
  return {
    providers: (text(env.SOCIAL_PROVIDERS) ?? '')
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
    google: {
      clientId: text(env.GOOGLE_CLIENT_ID),
      authorizeUrl: text(env.GOOGLE_AUTHORIZE_URL) ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      jwksUrl: text(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    line: {
      channelId: text(env.LINE_CHANNEL_ID),
      channelSecret: readSetting(env, 'LINE_CHANNEL_SECRET'),
      authorizeUrl: text(env.LINE_AUTHORIZE_URL) ?? 'https://access.line.me/oauth2/v2.1/authorize',
      tokenUrl: text(env.LINE_TOKEN_URL) ?? 'https://api.line.me/oauth2/v2.1/token',
      jwksUrl: text(env.LINE_JWKS_URL) ?? 'https://api.line.me/oauth2/v2.1/certs',
    },
    facebook: {
      appId: text(env.FACEBOOK_APP_ID),
      appSecret: readSetting(env, 'FACEBOOK_APP_SECRET'),
      authorizeUrl: text(env.FACEBOOK_AUTHORIZE_URL) ?? 'https://www.facebook.com/v19.0/dialog/oauth',
      graphBase: text(env.FACEBOOK_GRAPH_BASE) ?? 'https://graph.facebook.com/v19.0',
    },
  };
}

const KNOWN = new Set(['google', 'line', 'facebook']);

/** A provider address: https, or http to this machine (a local fake). */
function urlProblem(name: string, value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))) return undefined;
  } catch {
    return `${name} is not a URL: ${value}`;
  }
  return `${name} must be an https:// URL: ${value}`;
}

/** Production: every listed provider's settings, one line per missing or refused one. */
export function socialProblems(social: SocialEnv): string[] {
  const problems: (string | undefined)[] = [];
  for (const p of social.providers) if (!KNOWN.has(p)) problems.push(`SOCIAL_PROVIDERS names "${p}": use google, line and/or facebook`);
  if (social.providers.includes('google')) {
    if (!social.google.clientId) problems.push('GOOGLE_CLIENT_ID is not set (SOCIAL_PROVIDERS has google: the OAuth client id of Sign In With Google)');
    problems.push(urlProblem('GOOGLE_AUTHORIZE_URL', social.google.authorizeUrl), urlProblem('GOOGLE_JWKS_URL', social.google.jwksUrl));
  }
  if (social.providers.includes('line')) {
    if (!social.line.channelId) problems.push('LINE_CHANNEL_ID is not set (SOCIAL_PROVIDERS has line: the LINE Login channel id)');
    problems.push(requiredSecretProblem('LINE_CHANNEL_SECRET', social.line.channelSecret, 16));
    problems.push(urlProblem('LINE_AUTHORIZE_URL', social.line.authorizeUrl), urlProblem('LINE_TOKEN_URL', social.line.tokenUrl), urlProblem('LINE_JWKS_URL', social.line.jwksUrl));
  }
  if (social.providers.includes('facebook')) {
    if (!social.facebook.appId) problems.push('FACEBOOK_APP_ID is not set (SOCIAL_PROVIDERS has facebook: the Facebook app id)');
    problems.push(requiredSecretProblem('FACEBOOK_APP_SECRET', social.facebook.appSecret, 16));
    problems.push(urlProblem('FACEBOOK_AUTHORIZE_URL', social.facebook.authorizeUrl), urlProblem('FACEBOOK_GRAPH_BASE', social.facebook.graphBase));
  }
  return problems.filter((p): p is string => p !== undefined);
}

/** Production's providers, from settings socialProblems has checked; publicUrl is where they return. */
export function productionSocial(social: SocialEnv, publicUrl: string | undefined): SocialSettings {
  const on = (p: string) => social.providers.includes(p);
  const { google, line, facebook } = social;
  return {
    returnOrigin: publicUrl,
    ...(on('google') && google.clientId ? { google: { clientId: google.clientId, authorizeUrl: google.authorizeUrl, jwksUrl: google.jwksUrl } } : {}),
    ...(on('line') && line.channelId && line.channelSecret.value
      ? { line: { channelId: line.channelId, channelSecret: line.channelSecret.value, authorizeUrl: line.authorizeUrl, tokenUrl: line.tokenUrl, jwksUrl: line.jwksUrl } }
      : {}),
    ...(on('facebook') && facebook.appId && facebook.appSecret.value
      ? { facebook: { appId: facebook.appId, appSecret: facebook.appSecret.value, authorizeUrl: facebook.authorizeUrl, graphBase: facebook.graphBase } }
      : {}),
  };
}

/** The fakes' path on our own server (development and tests only: auth/social/fakes/). */
export const FAKE_PREFIX = '/app/v1/fake-oauth';

/**
 * Development: every provider, pointed at the fakes this server serves. `serverOrigin` is where the
 * server itself listens (the token, key and Graph calls go there over HTTP); the browser pages are paths
 * on whatever origin the app runs on.
 */
export function developmentSocial(serverOrigin: string): SocialSettings {
  const base = `${serverOrigin}${FAKE_PREFIX}`;
  return {
    google: { clientId: 'fake-google-client.apps.googleusercontent.com', authorizeUrl: `${FAKE_PREFIX}/google/authorize`, jwksUrl: `${base}/google/certs` },
    line: {
      channelId: '1650000000',
      channelSecret: 'fake-line-channel-secret-0123456789',
      authorizeUrl: `${FAKE_PREFIX}/line/authorize`,
      tokenUrl: `${base}/line/token`,
      jwksUrl: `${base}/line/certs`,
    },
    facebook: { appId: '100000000000001', appSecret: 'fake-facebook-app-secret-0123456789', authorizeUrl: `${FAKE_PREFIX}/facebook/authorize`, graphBase: `${base}/facebook` },
  };
}
