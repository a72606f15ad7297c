import { intlLocale } from '../format/date.ts';
/** A turnover multiple as the offers' texts read it: 1 → "1", 1.5 → "1.5" (the texts add "×"). */
export const multipleText = (times: number) => times.toLocaleString('en-PH', { maximumFractionDigits: 2 });

/** A Manila month "2026-11" as "November 2026". */
export function monthName(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 15)).toLocaleDateString(intlLocale(), { timeZone: 'UTC', month: 'long', year: 'numeric' });
}

/** The Manila day an exclusive end (the next period's first instant) closes on: "Nov 30, 2026". */
export function lastManilaDay(endsAt: number): string {
  return new Date(endsAt - 1).toLocaleDateString(intlLocale(), { timeZone: 'Asia/Manila', dateStyle: 'medium' });
}
