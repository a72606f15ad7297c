import { addedFiles, i18next } from '../i18n/i18n.ts';
import { LOCALE, localeCookie, type Locale } from './locale.ts';

/**
 * The player's choice of language (LanguagePicker): the other language's texts first — its pack and
 * every lazy file the session has loaded so far, so no page already open falls back to English — then
 * the switch, which redraws every text in place (the server's messages too: it sends keys), and the
 * locale cookie for another 365 days. Throws when the pack cannot be loaded (offline): nothing changed.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale !== LOCALE) await (await import('../i18n/packs/fil-PH.ts')).addTexts(i18next, addedFiles);
  await i18next.changeLanguage(locale);
  document.cookie = localeCookie(locale);
  document.documentElement.lang = locale;
}
