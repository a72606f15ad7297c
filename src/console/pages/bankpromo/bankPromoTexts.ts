import texts from '../../../../locales/en-PH/console-bankpromo.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The bank promotion page's texts (namespace `console-bankpromo`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-bankpromo')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-bankpromo', texts, true, false);
