import { formatPeso } from '../../shared/format/amount.ts';
import { typedPesos } from './channels.ts';

/** What a typed amount's problem says: a wallet text key and its values, ready for t(). */
export interface AmountProblem {
  key: 'amount.invalid' | 'amount.belowMin' | 'amount.aboveMax';
  values?: { min: string } | { max: string };
}

/**
 * What is wrong with an amount typed on the deposit or withdraw form, as the server would say it;
 * null when it can be sent. `hundredths` is parsePesos' reading (null: not whole pesos, or 0). A
 * typed 0 is an amount below the minimum, and the player is told the minimum, not to "enter an amount".
 */
export function amountProblem(text: string, hundredths: number | null, min: number, max: number): AmountProblem | null {
  const zero = typedPesos(text) === 0;
  if (hundredths === null && !zero) return { key: 'amount.invalid' };
  const amount = hundredths ?? 0;
  if (amount < min || amount === 0) return { key: 'amount.belowMin', values: { min: formatPeso(Math.max(min, 100)) } };
  if (amount > max) return { key: 'amount.aboveMax', values: { max: formatPeso(max) } };
  return null;
}
