import locale from '../../../locales/en-PH/locale.json';
import { addNamespace } from '../i18n/i18n.ts';

// The language picker's texts travel with the picker (the profile page, the sign-in form), not with the lobby.
addNamespace('locale', locale);
