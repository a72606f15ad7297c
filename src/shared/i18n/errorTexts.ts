import { initI18n, LOCALE } from './i18n.ts';

// Read as text under a query of its own: imported as JSON it would be one module with the entry's import
// in i18n.ts, which the bundler would keep whole in the entry's chunk; as plain `?raw` it would be one
// module with the console's (src/console/i18n.ts), split into a chunk of its own in the console's first load.
const [errorsFile = '{}'] = Object.values(import.meta.glob<string>('../../../locales/en-PH/errors.json', { query: '?raw&player', import: 'default', eager: true }));
const errors = JSON.parse(errorsFile) as Record<string, unknown>;

// The whole of errors.json (every area's server messages): the lobby's entry carries only its transport
// messages (i18n.ts), so this loads with whatever shows a call's failure (errorMessage.ts, the forms that
// check fields). In another language the pack (packs/fil-PH.ts) has carried the whole file from the start.
initI18n().addResourceBundle(LOCALE, 'errors', errors, true, false);
