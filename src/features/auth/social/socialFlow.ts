import { SocialType } from '../../../../contract/enums.ts';
import { api } from '../../../api/client.ts';

/** The provider names the callback route and texts use, by SocialType (facebook 3, line 4, google 5). */
export const SOCIAL_NAMES = { [SocialType.facebook]: 'facebook', [SocialType.line]: 'line', [SocialType.google]: 'google' } as const;
export type SocialName = (typeof SOCIAL_NAMES)[keyof typeof SOCIAL_NAMES];
export const socialTypeOf = (name: string | undefined): 3 | 4 | 5 | undefined =>
  name === 'facebook' ? SocialType.facebook : name === 'line' ? SocialType.line : name === 'google' ? SocialType.google : undefined;

/** What the app keeps while the browser is at the provider: the state and PKCE verifier the server issued. */
export interface PendingFlow {
  socialType: 3 | 4 | 5;
  state: string;
  verifier: string;
  bind: boolean;
  inviteCode?: string;
}

const KEY = 'swerte.socialFlow';

export function takePendingFlow(): PendingFlow | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    return raw ? (JSON.parse(raw) as PendingFlow) : null;
  } catch {
    return null;
  }
}

/**
 * Starts a sign-in (or a bind) with a provider: the server issues the state, nonce and PKCE verifier,
 * the app keeps state and verifier in this tab's sessionStorage and leaves for the provider's page.
 * Google's double-submit cookie (g_csrf_token) is set to the value the provider will post back
 * (docs/social.md): SameSite=None on https so Google's cross-site post carries it, Lax on plain http
 * (development, where the fake posts from our own origin).
 */
export async function beginSocial(socialType: 3 | 4 | 5, opts: { bind?: boolean; inviteCode?: string } = {}): Promise<void> {
  const started = await api('socialStart', { socialType, origin: window.location.origin, ...(opts.bind ? { bind: true } : {}) });
  const flow: PendingFlow = { socialType, state: started.state, verifier: started.verifier, bind: opts.bind === true, ...(opts.inviteCode ? { inviteCode: opts.inviteCode } : {}) };
  sessionStorage.setItem(KEY, JSON.stringify(flow));
  if (started.csrf) {
    const secure = window.location.protocol === 'https:' ? '; SameSite=None; Secure' : '; SameSite=Lax';
    document.cookie = `g_csrf_token=${encodeURIComponent(started.csrf)}; Path=/; Max-Age=600${secure}`;
  }
  window.location.assign(started.authorizeUrl);
}

/**
 * In-app browsers (Messenger, Facebook, Instagram, LINE): Google refuses sign-in in embedded views
 * (disallowed_useragent) and their cookies and storage are not the system browser's, so the page offers
 * to open itself in the system browser first.
 */
export function inAppBrowser(userAgent: string = navigator.userAgent): string | null {
  if (/\bFBAN\/Messenger|\bMessenger\b|FB_IAB\/MESSENGER/i.test(userAgent)) return 'Messenger';
  if (/\bFBAN\b|\bFBAV\b|FB_IAB/i.test(userAgent)) return 'Facebook';
  if (/\bInstagram\b/i.test(userAgent)) return 'Instagram';
  if (/\bLine\/\d/i.test(userAgent)) return 'LINE';
  return null;
}

/** An address that leaves the in-app view: Android's intent: URL for Chrome; elsewhere the page itself (the player copies it). */
export function systemBrowserUrl(href: string = window.location.href, userAgent: string = navigator.userAgent): string {
  if (!/Android/i.test(userAgent)) return href;
  const url = new URL(href);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.replace(':', '')};action=android.intent.action.VIEW;end`;
}
