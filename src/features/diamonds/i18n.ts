import diamonds from '../../../locales/en-PH/diamonds.json';
import diamondsErrors from '../../../locales/en-PH/diamonds-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The mall's texts travel with its chunk, not the lobby; so do its refusals (merged into `errors`).
addNamespace('diamonds', diamonds);
addErrorTexts('diamonds-errors', diamondsErrors);
