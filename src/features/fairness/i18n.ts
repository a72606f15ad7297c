import fairness from '../../../locales/en-PH/fairness.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The Fairness page's texts travel with its chunk, never with the lobby.
addNamespace('fairness', fairness);
