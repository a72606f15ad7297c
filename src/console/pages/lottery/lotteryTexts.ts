import texts from '../../../../locales/en-PH/console-lottery.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The number game page's texts (namespace `console-lottery`), added when its chunk loads. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-lottery')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-lottery', texts, true, false);
