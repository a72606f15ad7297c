import live from '../../../locales/en-PH/live.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The live channel's toasts come with its chunk, never with the lobby.
addNamespace('live', live);
