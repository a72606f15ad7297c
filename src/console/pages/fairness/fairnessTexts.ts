import texts from '../../../../locales/en-PH/console-fairness.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The odds page's texts (namespace `console-fairness`), added when its chunk loads: only compliance and admins open /fairness. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-fairness')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-fairness', texts, true, false);
