import wallet from '../../../locales/en-PH/wallet.json';

/** The ledger kinds the coin record has a name for (wallet:records.kinds, one per kind in server/ledger/kinds.ts). */
const named = new Set(Object.keys(wallet.records.kinds));

/**
 * The text key for a coin record row. Every kind the server lists has its own label (a unit test
 * holds locales to server/ledger/kinds.ts); "Other" is only for a kind this build does not know yet.
 */
export function recordKindKey(kind: string): `records.kinds.${string}` {
  return `records.kinds.${named.has(kind) && kind !== 'other' ? kind : 'other'}`;
}
