import kyc from '../../../locales/en-PH/kyc.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The KYC texts travel with the KYC pages and the start popup, never in the lobby's first load.
addNamespace('kyc', kyc);
