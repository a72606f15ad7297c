import offers from '../../../locales/en-PH/offers.json';
import { addNamespace } from '../i18n/i18n.ts';

// The offers' texts (first-deposit offer, monthly bonus, their popup) travel with their chunks, not with the lobby.
addNamespace('offers', offers);
