import { intlLocale } from '../../shared/format/date.ts';
/** A count of points as players read it: 1,250. */
export const formatPoints = (points: number) => points.toLocaleString('en-PH');

/**
 * The bonus coin (hundredths) `text` points buy at the rate, or null while the entry is not an
 * exchange the server would take (empty, not a whole number, below the minimum, not a whole step).
 * Only a preview under the field: the server decides and answers what it paid.
 */
export function previewCoin(text: string, rate: { pointsPerPeso: number; minPoints: number }): number | null {
  if (!/^\d{1,9}$/.test(text.trim())) return null;
  const points = Number(text.trim());
  if (points < rate.minPoints || points % rate.pointsPerPeso !== 0) return null;
  return (points / rate.pointsPerPeso) * 100;
}

/** A Manila calendar day of an instant: "Nov 25, 2026". */
export const manilaDay = (ms: number) => new Date(ms).toLocaleDateString(intlLocale(), { timeZone: 'Asia/Manila', dateStyle: 'medium' });

/** A Manila date and time, as every record shows it. */
export const manilaDateTime = (ms: number) => new Date(ms).toLocaleString(intlLocale(), { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
