import kyc from '../../../locales/en-PH/kyc.json';
import kycErrors from '../../../locales/en-PH/kyc-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The KYC texts travel with the KYC pages and the start popup, never in the lobby's first load. So do
// the messages of the KYC calls (kyc-errors.json, merged into `errors`): only these pages make them.
// The two a sign-in can show (restricted person, check unavailable) stay in errors.json.
addNamespace('kyc', kyc);
addErrorTexts('kyc-errors', kycErrors);
