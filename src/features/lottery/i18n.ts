import lottery from '../../../locales/en-PH/lottery.json';
import lotteryErrors from '../../../locales/en-PH/lottery-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The number game's texts travel with its chunks (the pages, the Fairness page's draws), not the lobby; so do its refusals.
addNamespace('lottery', lottery);
addErrorTexts('lottery-errors', lotteryErrors);
import '../../shared/i18n/protectionErrors.ts';
