import auth from '../../../locales/en-PH/auth.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/errorTexts.ts';

// Sign-in's texts travel with its modals and pages (each imports this first), not with the lobby: a
// visitor who never opens a form, and a signed-in player, never download them.
addNamespace('auth', auth);
