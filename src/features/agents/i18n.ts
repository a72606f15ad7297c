import agents from '../../../locales/en-PH/agents.json';
import agentsErrors from '../../../locales/en-PH/agents-errors.json';
import '../../shared/i18n/protectionErrors.ts';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';
import '../../shared/rewards/i18n.ts';

// The programme's texts travel with its chunk (the dashboard, the rules, /share), not the lobby; so do
// its refusals (agents-errors.json, merged into `errors`), a protected player's (5004, protection-errors)
// and the rewards texts of the claim buttons and errors it shares with the other reward pages.
addNamespace('agents', agents);
addErrorTexts('agents-errors', agentsErrors);
