import spin from '../../../locales/en-PH/spin.json';
import spinErrors from '../../../locales/en-PH/spin-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The wheel's texts travel with its chunk, not the lobby; so do its refusals (merged into `errors`).
addNamespace('spin', spin);
addErrorTexts('spin-errors', spinErrors);
import '../../shared/i18n/protectionErrors.ts';
