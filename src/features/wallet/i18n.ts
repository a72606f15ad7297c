import wallet from '../../../locales/en-PH/wallet.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The wallet's texts travel with its pages, not with the lobby (every wallet page imports this first).
addNamespace('wallet', wallet);
import '../../shared/i18n/protectionErrors.ts';
