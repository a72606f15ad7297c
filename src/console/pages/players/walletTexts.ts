import type { i18n as I18n } from 'i18next';
import wallet from '../../../../locales/en-PH/wallet.json';

/**
 * The ledger reads like the player's coin record: the same kind and group names (wallet:records.*),
 * so an operator and a player on the phone call a row the same thing. The wallet texts come with
 * this chunk and are added to the console's i18n once.
 */
export function addWalletTexts(i18n: I18n): void {
  const language = i18n.language || 'en-PH';
  if (!i18n.hasResourceBundle(language, 'wallet')) i18n.addResourceBundle(language, 'wallet', wallet, true, false);
}
