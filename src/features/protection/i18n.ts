import protection from '../../../locales/en-PH/protection.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The protection texts travel with the self-limited page and the reality-check popup (both lazy).
addNamespace('protection', protection);
import '../../shared/i18n/protectionErrors.ts';
