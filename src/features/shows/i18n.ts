import shows from '../../../locales/en-PH/shows.json';
import showsErrors from '../../../locales/en-PH/shows-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The live shows' texts travel with their page's chunk, not the lobby; so do their refusals.
addNamespace('shows', shows);
addErrorTexts('shows-errors', showsErrors);
import '../../shared/i18n/protectionErrors.ts';
