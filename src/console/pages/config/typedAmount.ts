import { typedPesos } from '../../../features/wallet/channels.ts';

/**
 * What an admin typed in a peso field, in hundredths: the wallet's own reading of typed pesos
 * (typedPesos: whole pesos, commas, spaces and a leading ₱ allowed), times 100 as integers, never
 * a float. Whole pesos only, like the seed files (server/seed/wholePesos.ts: players see floored
 * pesos, so a configured amount with centavos would contradict itself on screen). null when it is
 * not an amount.
 */
export function typedHundredths(text: string): number | null {
  const pesos = typedPesos(text);
  return pesos === null ? null : pesos * 100;
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
