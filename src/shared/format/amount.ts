/**
 * Amounts travel as integers in hundredths (DESIGN §3). Players see whole pesos (spec §1): divide by
 * 100 and floor, never round, so the app never shows more than the player holds. Every amount a
 * player sees goes through `formatPeso` or `formatSignedPeso`, so the top bar, the wallet, the
 * records and the games all read "₱1,050" the same way.
 */
const grouping = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/** The peso sign the whole app uses (one notation, spec §1). */
export const PESO = '₱';
/** A true minus sign: a hyphen reads as a dash next to "₱". */
const MINUS = '−';

export function toWholeCoins(hundredths: number): number {
  if (!Number.isFinite(hundredths)) return 0;
  return Math.floor(hundredths / 100);
}

/** 105000 → "1,050"; 5099 → "50"; -150 → "-2" (floored). Only for inputs and sentences that print "₱" themselves. */
export function formatAmount(hundredths: number): string {
  return grouping.format(toWholeCoins(hundredths));
}

/** A balance or amount: 105000 → "₱1,050"; 5099 → "₱50"; -15000 → "−₱150". */
export function formatPeso(hundredths: number): string {
  const whole = toWholeCoins(hundredths);
  return whole < 0 ? `${MINUS}${PESO}${grouping.format(-whole)}` : `${PESO}${grouping.format(whole)}`;
}

const centavos = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const underOnePeso = (hundredths: number) => Number.isFinite(hundredths) && hundredths > 0 && hundredths < 100;

/**
 * A prize or an accrual that may be under one peso (issue 26): 40 → "0.40"; otherwise `formatAmount`'s
 * whole pesos (149 → "1", 0 → "0"). So a positive amount never reads "0", nor more than it is. Only for
 * sentences that print "₱" themselves; `formatPrizePeso` prints it.
 */
export function formatPrizeAmount(hundredths: number): string {
  return underOnePeso(hundredths) ? centavos.format(Math.floor(hundredths) / 100) : formatAmount(hundredths);
}

/** A prize or an accrual: 40 → "₱0.40", 14900 → "₱149"; otherwise as `formatPeso`. */
export function formatPrizePeso(hundredths: number): string {
  return underOnePeso(hundredths) ? `${PESO}${formatPrizeAmount(hundredths)}` : formatPeso(hundredths);
}

/**
 * A movement of money, with its sign: 500 → "+₱5", -500 → "−₱5". The size is floored (−₱2.50 reads
 * "−₱2", never more than moved), and one that floors to nothing reads "₱0" without a sign: "−₱0"
 * and "+₱0" contradict themselves.
 */
export function formatSignedPeso(hundredths: number): string {
  const size = toWholeCoins(Math.abs(Number.isFinite(hundredths) ? hundredths : 0));
  if (size === 0) return `${PESO}0`;
  return `${hundredths < 0 ? MINUS : '+'}${PESO}${grouping.format(size)}`;
}
