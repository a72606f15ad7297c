import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import consoleErrors from '../../locales/en-PH/console-errors.json';
import consoleTexts from '../../locales/en-PH/console.json';
import consolePages from '../../locales/en-PH/console-pages.json';
// As text, not as a module: the player's i18n imports errors.json too, and a module both entries import
// is split out of the lobby's chunk (bench/bundle.ts would see the lobby's first load grow).
import errorsText from '../../locales/en-PH/errors.json?raw';

/**
 * The console's texts: its own i18next instance (not the player app's), en-PH only. `console` holds
 * the shell's and this branch's pages' texts, `console-pages` the dashboard, players and
 * configuration pages', `errors` the server's message keys (the player app's errors.json and the console's own,
 * console-errors.json).
 * `console` is the default namespace, so shared UI pieces that ask for `actions.close` and the like
 * find them there.
 */
export const CONSOLE_LOCALE = 'en-PH';
export const consoleNamespaces = ['console', 'console-pages', 'errors'] as const;
export type ConsoleNamespace = (typeof consoleNamespaces)[number];
/**
 * Namespaces a page adds when its chunk loads, so the console's first load does not carry them:
 * `console-activities`, the activities' rules forms of /config (pages/config/activityTexts.ts);
 * `console-fairness`, the odds page (pages/fairness/fairnessTexts.ts); `console-diamonds`, the mall's
 * items and add-up awards (pages/diamondItems/diamondTexts.ts); `console-scratch`, the scratch-card
 * types (pages/scratchTypes/scratchTexts.ts); `console-spin`, the wheel's settings (pages/spinWheel/spinTexts.ts); `console-pusher`, the coin pusher's settings
 * (pages/coinPusher/pusherTexts.ts); `console-rain`, the red-packet rain events (pages/rain/rainTexts.ts); `console-agents`, the agent
 * programme's review (pages/agents/agentTexts.ts); `console-shows`, the live shows and Follow pages
 * (pages/shows/showsTexts.ts); `console-pk`, the red-versus-blue rounds (pages/pk/pkTexts.ts).
 */
export const consoleLazyNamespaces = ['console-activities', 'console-mail', 'console-fairness', 'console-diamonds', 'console-scratch', 'console-spin', 'console-pusher', 'console-rain', 'console-lottery', 'console-pk', 'console-agents', 'console-shows', 'console-tournament', 'console-bankpromo'] as const;
// The console's own server messages (`errors.console.*`) live apart, in console-errors.json: the player
// app bundles errors.json in its first load and never shows them.
const errors = { ...(JSON.parse(errorsText) as Record<string, unknown>), ...consoleErrors };
export const consoleResources = { [CONSOLE_LOCALE]: { console: consoleTexts, 'console-pages': consolePages, errors } };

export const consoleI18n = createInstance();

export function initConsoleI18n() {
  if (consoleI18n.isInitialized) return consoleI18n;
  void consoleI18n.use(initReactI18next).init({
    lng: CONSOLE_LOCALE,
    fallbackLng: CONSOLE_LOCALE,
    supportedLngs: [CONSOLE_LOCALE],
    ns: [...consoleNamespaces],
    defaultNS: 'console',
    resources: consoleResources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return consoleI18n;
}
