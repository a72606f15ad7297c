import games from '../../../locales/en-PH/games.json';
import { addNamespace } from '../i18n/i18n.ts';

// The games' texts travel with the games chunks (the lobby's games section, the game pages), not with the lobby.
addNamespace('games', games);
import '../i18n/protectionErrors.ts';
