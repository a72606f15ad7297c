import { savedAccount } from './savedCredentials.ts';

/**
 * The `redirect` query a guard adds (/auth/login?redirect=/member). Only same-site paths are
 * followed: "//evil.example" or "https://…" would turn sign-in into an open redirect.
 */
export function safeRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return isAuthModalPath(target.split('?')[0] ?? '') ? null : target;
}

/** Paths that only open a sign-in/up modal; after signing in the player should leave them. */
export const AUTH_MODAL_PATHS = ['/auth/login', '/auth/login/v2', '/auth/accountLogin', '/auth/register', '/auth/forget'];

export function isAuthModalPath(pathname: string): boolean {
  return AUTH_MODAL_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * The sign-in route for a guard or a forced logout (spec §4): the account tab when an account name
 * is saved on this device, and the page to come back to. Both paths build the same URL, so when a
 * guard and a 401 react to the same logout they agree on where to go.
 */
export function loginPathFor(redirect?: string): string {
  const query = new URLSearchParams();
  if (savedAccount()) query.set('type', 'account');
  const back = redirect?.split('?')[0];
  if (redirect && back !== '/' && !isAuthModalPath(back ?? '')) query.set('redirect', redirect);
  const search = query.toString();
  return search ? `/auth/login?${search}` : '/auth/login';
}
