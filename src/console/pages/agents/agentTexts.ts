import texts from '../../../../locales/en-PH/console-agents.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/** The agents page's texts (namespace `console-agents`), added when its chunk loads: only support, compliance and admins open it. */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-agents')) consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-agents', texts, true, false);
