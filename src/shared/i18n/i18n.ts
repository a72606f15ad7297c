import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../locales/en-PH/common.json';
// Only the transport messages (a timeout, no network, a status code's default): the shell can show them
// before any feature loads. The rest of errors.json (each area's messages) comes with errorTexts.ts.
import { conflict, failedWithCode, forbidden, internal, invalidParams, maintenance, network, notFound, ok, timeout, tooMany, unauthorized } from '../../../locales/en-PH/errors.json';
import home from '../../../locales/en-PH/home.json';
import notice from '../../../locales/en-PH/notice.json';
import { LOCALE, LOCALES, startLocale } from '../locale/locale.ts';

export { LOCALE };
const eagerNamespaces = ['common', 'notice', 'home', 'errors'] as const;
/** Namespaces of features the lobby never shows: each comes with its feature's chunk (addNamespace). */
export const lazyNamespaces = ['auth', 'member', 'service', 'wallet', 'scene', 'jackpot', 'games', 'security', 'protection', 'kyc', 'info', 'legal', 'rewards', 'checkin', 'points', 'offers', 'bankrupt', 'locale', 'popups', 'live', 'chat', 'feedback', 'profile', 'mail', 'push', 'fairness', 'diamonds', 'diamond-coupons', 'spin', 'scratch', 'pusher', 'rain', 'lottery', 'agents', 'shows', 'follow', 'pk', 'tournament', 'bankpromo'] as const;
export const namespaces = [...eagerNamespaces, ...lazyNamespaces] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * en-PH's eager texts are a few kilobytes and ship inside the bundle: no flash of untranslated keys
 * and nothing to fetch before the notice can show. They are also every other language's fallback.
 * Another language (fil-PH) is a chunk of its own, a "pack" (packs/fil-PH.ts) loaded only for a
 * player who chose it, so it never weighs on the lobby's first load (docs/locales.md).
 */
/** The app's own instance (not the global default), so tests and future embeds cannot clash. */
export const i18next = createInstance();

const errors = { ok, invalidParams, unauthorized, forbidden, notFound, conflict, tooMany, internal, maintenance, timeout, network, failedWithCode };
export const resources = { [LOCALE]: { common, notice, home, errors } };

/**
 * The one language besides en-PH, Filipino: its pack is a chunk of its own (its eager texts; its lazy
 * files by name, each a chunk too), loaded by the function main.tsx hands to initI18n: the entry's
 * chunk already has the bundler's preload helper, here it would cost the lobby ~100 bytes more. The
 * static shell and the tests pass none (en-PH only). A third language would make it a map by locale.
 */
export type LocalePack = typeof import('./packs/fil-PH.ts');
let loadPack: (() => Promise<LocalePack>) | undefined;
/** The lazy files added so far (`wallet`, `wallet-errors`…): a switch of language loads them again. */
export const addedFiles: string[] = [];
let loading: Promise<unknown> = Promise.resolve();

/** Loads the file named (and the pack's eager texts) when the active language is not en-PH. */
function follow(file?: string): Promise<unknown> {
  if (file) addedFiles.push(file);
  // A pack that fails to arrive (offline) leaves the en-PH fallback showing rather than nothing.
  if (loadPack && i18next.language !== LOCALE) loading = Promise.all([loading, loadPack().then((pack) => pack.addTexts(i18next, file ? [file] : [])).catch(() => {})]);
  return loading;
}

/** Resolves when the texts asked for so far in the active language have arrived (start-up, each page). */
export const textsReady = (): Promise<unknown> => loading;

/**
 * Adds a lazy namespace's texts (a feature calls it when its chunk loads, before it renders) and, in
 * another language, starts loading that language's file. A page waits for it (routeObjects: textsReady);
 * anything drawn before it arrives shows en-PH and redraws when it does (bindI18nStore). Not a
 * top-level await in the features' i18n.ts: one makes the bundler split the lobby's chunks apart.
 */
export function addNamespace(ns: (typeof lazyNamespaces)[number], texts: Record<string, unknown>): Promise<unknown> {
  initI18n().addResourceBundle(LOCALE, ns, texts, true, true);
  return follow(ns);
}

/** Merges a feature's messages (`wallet-errors.json`…) into `errors`, the same way. */
export function addErrorTexts(file: `${string}-errors`, texts: Record<string, unknown>): Promise<unknown> {
  initI18n().addResourceBundle(LOCALE, 'errors', texts, true, false);
  return follow(file);
}

export function initI18n(packLoader?: () => Promise<LocalePack>) {
  loadPack ??= packLoader;
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    // The locale cookie first (spec §9); startLocale also renews it for another year.
    lng: startLocale(),
    fallbackLng: LOCALE,
    supportedLngs: LOCALES,
    ns: [...eagerNamespaces],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
    // Texts added later (a lazy namespace, another language's file) redraw what is on screen.
    react: { bindI18nStore: 'added' },
  });
  // Another language: its pack (eager texts) loads now; main.tsx waits for textsReady before rendering.
  void follow();
  return i18next;
}

