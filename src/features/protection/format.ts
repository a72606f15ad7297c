import type { SelfLimit } from '../../../contract/calls/protection.ts';
import { formatAmount, formatPeso } from '../../shared/format/amount.ts';

/** A limit's amount as the player reads it: pesos, or minutes for play time. */
export const limitAmount = (kind: SelfLimit['kind'], amount: number) => (kind === 'session' ? String(amount) : formatPeso(amount));

/** Manila wall-clock time of an instant, as the page shows it. */
export const manilaTime = (ms: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(ms);

export { formatAmount };
