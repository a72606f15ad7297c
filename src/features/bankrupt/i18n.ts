import bankrupt from '../../../locales/en-PH/bankrupt.json';
import bankruptErrors from '../../../locales/en-PH/bankrupt-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The bankruptcy popup's texts, and the claim's refusals by reason (merged into `errors`; each
// errcode's default stays in errors.json), travel with the popup's chunk, never the lobby's.
addNamespace('bankrupt', bankrupt);
addErrorTexts('bankrupt-errors', bankruptErrors);
