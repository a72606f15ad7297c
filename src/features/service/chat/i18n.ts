import chat from '../../../../locales/en-PH/chat.json';
import chatErrors from '../../../../locales/en-PH/chat-errors.json';
import { addErrorTexts, addNamespace } from '../../../shared/i18n/i18n.ts';

// The chat's texts travel with its chunk (the service pages and the floating widget), never in the
// lobby's first load; so do the chat calls' refusals (chat-errors.json, merged into `errors`).
void addNamespace('chat', chat);
void addErrorTexts('chat-errors', chatErrors);
