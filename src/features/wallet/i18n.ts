import wallet from '../../../locales/en-PH/wallet.json';
import walletErrors from '../../../locales/en-PH/wallet-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The wallet's texts travel with its pages, not with the lobby (every wallet page imports this first),
// and so do the messages of the wallet's calls (wallet-errors.json, merged into `errors`): only these
// pages make them. The two the rest of the app can meet (2001 not enough coin, 2002 KYC needed) stay
// in errors.json.
addNamespace('wallet', wallet);
addErrorTexts('wallet-errors', walletErrors);
import '../../shared/i18n/protectionErrors.ts';
