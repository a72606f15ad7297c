import type { i18n as I18n } from 'i18next';
// As text, not as a module: the player app imports wallet.json too, and a module both entries import
// is split into a shared chunk (console/i18n.ts does the same with errors.json).
import walletText from '../../../../locales/en-PH/wallet.json?raw';

/**
 * The ledger reads like the player's coin record: the same kind and group names (wallet:records.*),
 * so an operator and a player on the phone call a row the same thing.
 */
const wallet = JSON.parse(walletText) as { records: { kinds: Record<string, string> } };
const named = new Set(Object.keys(wallet.records.kinds));

/** Adds the wallet's texts to the console's i18n, once. */
export function addWalletTexts(i18n: I18n): void {
  const language = i18n.language || 'en-PH';
  if (!i18n.hasResourceBundle(language, 'wallet')) i18n.addResourceBundle(language, 'wallet', wallet, true, false);
}

/** The text key of a ledger row's kind, as the player's record names it (features/wallet/recordKinds.ts): "Other" only for a kind this build does not know. */
export function recordKindKey(kind: string): string {
  return `wallet:records.kinds.${named.has(kind) && kind !== 'other' ? kind : 'other'}`;
}
