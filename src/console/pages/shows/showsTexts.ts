import texts from '../../../../locales/en-PH/console-shows.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The live shows and Follow pages' texts (namespace `console-shows`), added when their chunks load: only admins open them. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-shows')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-shows', texts, true, false);
