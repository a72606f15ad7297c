import texts from '../../../../locales/en-PH/console-spin.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The wheel settings page's texts (namespace `console-spin`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-spin')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-spin', texts, true, false);
