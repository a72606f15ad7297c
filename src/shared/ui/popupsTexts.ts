import popups from '../../../locales/en-PH/popups.json';
import { addNamespace } from '../i18n/i18n.ts';

// The `popups` texts (start popups, the reward popup, reward names, the floating bubble) travel with
// the modules that show them, never with the lobby's first load: each of them imports this file.
addNamespace('popups', popups);
