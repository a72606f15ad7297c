/**
 * What an admin typed in a peso field, in hundredths: the wallet amount field's reading of typed
 * pesos (features/wallet/channels.ts typedPesos: whole pesos, commas, spaces and a leading ₱
 * allowed), times 100 as integers, never a float. Whole pesos only, like the seed files
 * (server/seed/wholePesos.ts: players see floored pesos, so a configured amount with centavos would
 * contradict itself on screen). null when it is not an amount.
 *
 * The rule is written again rather than imported: channels.ts is in the lobby's entry (routes.ts), and
 * a module both entries import is split into a shared chunk, one more file in the lobby's first load.
 * typedAmount.test.ts holds the two readings to the same answers.
 */
export function typedHundredths(text: string): number | null {
  const digits = text.replace(/[\s,]/g, '').replace(/^₱/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) * 100 : null;
}

/** The field's starting text for an amount: 150000 → "1500" (an odd stored 150050 shows as "1500.50", which the admin must fix). */
export function hundredthsText(hundredths: number): string {
  const pesos = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  return cents ? `${pesos}.${String(cents).padStart(2, '0')}` : String(pesos);
}

/** A whole number typed in a count field (daily count, cards, hours, basis points); null otherwise. */
export function typedWhole(text: string): number | null {
  const digits = text.trim();
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** A turnover multiple typed in a bonus field: 0 to 100, at most two decimals (1, 1.5, 2.25); null otherwise. */
export function typedMultiple(text: string): number | null {
  const typed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(typed)) return null;
  const value = Number(typed);
  return value <= 100 ? value : null;
}
