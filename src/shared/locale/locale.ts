/**
 * Who the app is for (spec §9): English (Philippines). The country (ph) is part of the locale, and
 * the channel (WEB) rides in every call's common fields (api/commonFields.ts). The locale cookie
 * tells the server (and a later visit, before any script runs) which language to use.
 */
export const LOCALE = 'en-PH';

const COOKIE = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The locale the cookie names, or null when there is none or it is not one the app speaks. */
export function localeFromCookie(cookie: string, supported: readonly string[] = [LOCALE]): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return supported.includes(value) ? value : null;
  }
  return null;
}

/**
 * Start-up: reads the locale cookie first (falling back to en-PH) and writes it back for another
 * 365 days, so it never expires for a player who keeps coming back.
 */
export function startLocale(): string {
  if (typeof document === 'undefined') return LOCALE;
  const locale = localeFromCookie(document.cookie) ?? LOCALE;
  document.cookie = `${COOKIE}=${encodeURIComponent(locale)}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
  return locale;
}
