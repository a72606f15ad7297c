import texts from '../../../../locales/en-PH/console-mail.json';
import mailErrors from '../../../../locales/en-PH/mail-errors.json';
import { CONSOLE_LOCALE, consoleI18n } from '../../i18n.ts';

/**
 * The mail page's texts (namespace `console-mail`) and the inbox's refusals (mail-errors.json, into
 * `errors`), added when the page's chunk loads: only support and admins on /mail read them.
 */
if (!consoleI18n.hasResourceBundle(CONSOLE_LOCALE, 'console-mail')) {
  consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'console-mail', texts, true, false);
  consoleI18n.addResourceBundle(CONSOLE_LOCALE, 'errors', mailErrors, true, false);
}
