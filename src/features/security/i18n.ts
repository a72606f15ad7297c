import security from '../../../locales/en-PH/security.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The security texts travel with the pages that ask for a step-up (wallet, security, set password).
addNamespace('security', security);
