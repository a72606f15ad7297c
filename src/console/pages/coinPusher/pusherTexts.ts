import texts from '../../../../locales/en-PH/console-pusher.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The coin pusher page's texts (namespace `console-pusher`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-pusher')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-pusher', texts, true, false);
