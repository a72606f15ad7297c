import feedback from '../../../locales/en-PH/feedback.json';
import feedbackErrors from '../../../locales/en-PH/feedback-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The feedback texts travel with the feedback pages, never in the lobby's first load; so do the
// feedback calls' refusals (feedback-errors.json, merged into `errors`).
void addNamespace('feedback', feedback);
void addErrorTexts('feedback-errors', feedbackErrors);
