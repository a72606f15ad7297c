import texts from '../../../../locales/en-PH/console-diamonds.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The mall items page's texts (namespace `console-diamonds`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-diamonds')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-diamonds', texts, true, false);
