import bankrupt from '../../../locales/en-PH/bankrupt.json';
import bankruptErrors from '../../../locales/en-PH/bankrupt-errors.json';
import { addNamespace, initI18n, LOCALE } from '../../shared/i18n/i18n.ts';

// The bankruptcy popup's texts, and the claim's refusals by reason (merged into `errors`; each
// errcode's default stays in errors.json), travel with the popup's chunk, never the lobby's.
addNamespace('bankrupt', bankrupt);
initI18n().addResourceBundle(LOCALE, 'errors', bankruptErrors, true, false);
