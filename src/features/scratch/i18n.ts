import scratch from '../../../locales/en-PH/scratch.json';
import scratchErrors from '../../../locales/en-PH/scratch-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The scratch cards' texts travel with their chunk, not the lobby; so do their refusals (merged into `errors`).
addNamespace('scratch', scratch);
addErrorTexts('scratch-errors', scratchErrors);
