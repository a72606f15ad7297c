/**
 * Who the app is for (spec §9): players in the Philippines, in English (Philippines) or Filipino.
 * The country (ph) is part of the locale, and the channel (WEB) rides in every call's common fields
 * (api/commonFields.ts). The locale cookie tells the server (and a later visit, before any script
 * runs: the static shell's boot script reads it) which language to use.
 */
/** The first language and the fallback: its texts ship inside the bundle (shared/i18n/i18n.ts). */
export const LOCALE = 'en-PH';
/** Every language the app speaks; the others load as chunks of their own (shared/i18n/packs/). */
export const LOCALES = [LOCALE, 'fil-PH'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale cookie's name (also read by the static shell's boot script). */
export const LOCALE_COOKIE = 'locale';
const COOKIE = LOCALE_COOKIE;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The locale the cookie names, or null when there is none or it is not one the app speaks. */
export function localeFromCookie(cookie: string, supported: readonly string[] = LOCALES): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return supported.includes(value) ? (value as Locale) : null;
  }
  return null;
}

/**
 * Start-up: reads the locale cookie first (falling back to en-PH) and writes it back for another
 * 365 days, so it never expires for a player who keeps coming back.
 */
export function startLocale(): Locale {
  if (typeof document === 'undefined') return LOCALE;
  const locale = localeFromCookie(document.cookie) ?? LOCALE;
  document.cookie = localeCookie(locale);
  return locale;
}

/** The locale cookie for 365 days (spec §9). (<html lang> is set by the shell's boot script, then by a switch.) */
export const localeCookie = (locale: string) => `${COOKIE}=${encodeURIComponent(locale)}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
