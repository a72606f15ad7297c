/**
 * Operators see amounts to the centavo ("₱1,050.25"): the player's app floors to whole pesos, but a
 * back-office that floors cannot reconcile. Integer arithmetic only (amounts are hundredths).
 */
const grouping = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
const MINUS = '−';

export function formatExactPeso(hundredths: number): string {
  const size = Math.abs(Math.trunc(hundredths));
  const pesos = Math.floor(size / 100);
  const cents = size % 100;
  const text = `₱${grouping.format(pesos)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
  return hundredths < 0 && size > 0 ? `${MINUS}${text}` : text;
}

/** Hundredths of something that is not money (points, diamonds): 150 → "1.50", 200 → "2". */
export function formatHundredths(hundredths: number): string {
  return formatExactPeso(hundredths).replace('₱', '');
}

/** The player's ledger accounts that hold pesos; the others (points, diamonds) are counted, not priced. */
const PESO_ACCOUNTS = new Set(['coin', 'safebox', 'lottery']);
export const formatBalance = (account: string, hundredths: number): string => (PESO_ACCOUNTS.has(account) ? formatExactPeso(hundredths) : formatHundredths(hundredths));
