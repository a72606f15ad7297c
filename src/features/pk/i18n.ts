import pk from '../../../locales/en-PH/pk.json';
import pkErrors from '../../../locales/en-PH/pk-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// Red versus blue's texts travel with its chunks (the page, the rules, the start popup), not the lobby; so do its refusals.
addNamespace('pk', pk);
addErrorTexts('pk-errors', pkErrors);
