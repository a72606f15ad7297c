import texts from '../../../../locales/en-PH/console-pk.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The red-versus-blue rounds page's texts (namespace `console-pk`), added when its chunk loads: only admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-pk')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-pk', texts, true, false);
