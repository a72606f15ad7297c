import texts from '../../../../locales/en-PH/console-tournament.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The slot tournaments page's texts (namespace `console-tournament`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-tournament')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-tournament', texts, true, false);
