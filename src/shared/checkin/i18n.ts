import checkin from '../../../locales/en-PH/checkin.json';
import { addNamespace } from '../i18n/i18n.ts';
import '../rewards/i18n.ts';

// The daily sign-in's texts travel with its page and its start popup (both lazy), never with the lobby.
// The prizes are drawn by shared/rewards' RewardItems, whose texts come along.
addNamespace('checkin', checkin);
