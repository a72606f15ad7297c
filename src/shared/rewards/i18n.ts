import rewards from '../../../locales/en-PH/rewards.json';
import { addNamespace } from '../i18n/i18n.ts';

// The rewards texts (VIP, bonus centre, reward record, reward popups) travel with their chunks, not with the lobby.
addNamespace('rewards', rewards);
