import pusher from '../../../locales/en-PH/pusher.json';
import pusherErrors from '../../../locales/en-PH/pusher-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The pusher's texts travel with its chunk, not the lobby; so do its refusals (merged into `errors`).
addNamespace('pusher', pusher);
addErrorTexts('pusher-errors', pusherErrors);
import '../../shared/i18n/protectionErrors.ts';
