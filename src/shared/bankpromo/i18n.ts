import bankpromo from '../../../locales/en-PH/bankpromo.json';
import { addNamespace } from '../i18n/i18n.ts';

// The bank promotion's texts travel with its page and the deposit form's note (two features), not with the lobby.
addNamespace('bankpromo', bankpromo);
