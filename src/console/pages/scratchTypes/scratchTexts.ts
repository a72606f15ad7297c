import texts from '../../../../locales/en-PH/console-scratch.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The scratch-card types page's texts (namespace `console-scratch`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-scratch')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-scratch', texts, true, false);
