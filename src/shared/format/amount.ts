/**
 * Amounts travel as integers in hundredths (DESIGN §3). Players see whole coins: divide by 100 and
 * floor, never round, so the app never shows more than the player holds.
 */
const grouping = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

export function toWholeCoins(hundredths: number): number {
  if (!Number.isFinite(hundredths)) return 0;
  return Math.floor(hundredths / 100);
}

/** 105000 → "1,050"; 5099 → "50"; -150 → "-2" (floored, like the server's ledger display). */
export function formatAmount(hundredths: number): string {
  return grouping.format(toWholeCoins(hundredths));
}
