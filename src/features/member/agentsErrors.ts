import agentsErrors from '../../../locales/en-PH/agents-errors.json';
import { addErrorTexts } from '../../shared/i18n/i18n.ts';

// The inviter form's refusals (agentFill: 9601, 9602) come with the account home's chunk, not the lobby.
addErrorTexts('agents-errors', agentsErrors);
