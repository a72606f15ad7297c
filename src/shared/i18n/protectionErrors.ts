import protectionErrors from '../../../locales/en-PH/protection-errors.json';
import { addErrorTexts } from './i18n.ts';

// The messages of a refusal by the player's own limits, time-out or self-exclusion (6001–6005 with
// their specific keys: which limit, what is left, when it resets) come with the chunks whose calls can
// be refused (wallet, games, jackpot, the limits page), merged into `errors`; never in the lobby's first
// load. The ones sign-in shows, and each errcode's default, stay in errors.json.
addErrorTexts('protection-errors', protectionErrors);
