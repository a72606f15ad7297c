import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '../../../locales/en-PH/auth.json';
import common from '../../../locales/en-PH/common.json';
import errors from '../../../locales/en-PH/errors.json';
import home from '../../../locales/en-PH/home.json';
import member from '../../../locales/en-PH/member.json';
import notice from '../../../locales/en-PH/notice.json';
import popups from '../../../locales/en-PH/popups.json';
import service from '../../../locales/en-PH/service.json';
import { LOCALE, startLocale } from '../locale/locale.ts';

export { LOCALE };
const eagerNamespaces = ['common', 'notice', 'home', 'auth', 'member', 'errors', 'service', 'popups'] as const;
/** Namespaces of features the lobby never shows: each comes with its feature's chunk (addNamespace). */
export const lazyNamespaces = ['wallet', 'scene', 'jackpot', 'games', 'security', 'protection', 'kyc', 'info', 'legal', 'rewards', 'checkin', 'points', 'offers', 'bankrupt'] as const;
export const namespaces = [...eagerNamespaces, ...lazyNamespaces] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * en-PH is the only locale for now and its texts are a few kilobytes, so they ship inside the
 * bundle: no flash of untranslated keys and nothing to fetch before the notice can show.
 */
/** The app's own instance (not the global default), so tests and future embeds cannot clash. */
export const i18next = createInstance();

export const resources = { [LOCALE]: { common, notice, home, auth, member, errors, service, popups } };

/** Adds a lazy namespace's texts (a feature calls it when its chunk loads, before it renders). */
export function addNamespace(ns: (typeof lazyNamespaces)[number], texts: Record<string, unknown>): void {
  initI18n().addResourceBundle(LOCALE, ns, texts, true, true);
}

export function initI18n() {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    // The locale cookie first (spec §9); startLocale also renews it for another year.
    lng: startLocale(),
    fallbackLng: LOCALE,
    supportedLngs: [LOCALE],
    ns: [...eagerNamespaces],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return i18next;
}

