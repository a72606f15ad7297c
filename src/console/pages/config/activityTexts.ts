import texts from '../../../../locales/en-PH/console-activities.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/**
 * The activities' rules forms' texts (namespace `console-activities`), added when the configuration
 * page's chunk loads rather than with the console's own texts: only admins on /config read them, and
 * the console's first load (sign-in, dashboard) stays as it was.
 */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-activities')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-activities', texts, true, false);
