import follow from '../../../locales/en-PH/follow.json';
import followErrors from '../../../locales/en-PH/follow-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// Follow's texts travel with its page's chunk, not the lobby; so do its refusals.
addNamespace('follow', follow);
addErrorTexts('follow-errors', followErrors);
import '../../shared/i18n/protectionErrors.ts';
