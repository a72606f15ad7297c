import { formatPesoExact } from '../../format.ts';

/** The player's ledger accounts that hold pesos; the others (points, diamonds) are counted, not priced. */
const PESO_ACCOUNTS = new Set(['coin', 'safebox', 'lottery']);

/** A balance of one of the player's accounts: pesos to the centavo, or a plain number for points and diamonds (hundredths too). */
export function formatBalance(account: string, hundredths: number): string {
  const exact = formatPesoExact(hundredths);
  return PESO_ACCOUNTS.has(account) ? exact : exact.replace('₱', '');
}

const grouping = new Intl.NumberFormat('en-PH');
/** A count as operators read it: 1200 → "1,200". */
export const formatCount = (count: number): string => grouping.format(count);
