import rain from '../../../locales/en-PH/rain.json';
import rainErrors from '../../../locales/en-PH/rain-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The rain's texts travel with its chunks (the page, the overlay's host), not the lobby; so do its refusals.
addNamespace('rain', rain);
addErrorTexts('rain-errors', rainErrors);
import '../../shared/i18n/protectionErrors.ts';
