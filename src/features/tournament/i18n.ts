import tournament from '../../../locales/en-PH/tournament.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The slot tournament's texts travel with its page's chunk, not the lobby.
addNamespace('tournament', tournament);
