import texts from '../../../../locales/en-PH/console-rain.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The rain events page's texts (namespace `console-rain`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-rain')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-rain', texts, true, false);
