import { MANILA_TIME_ZONE } from '../../format.ts';

/**
 * Manila days and the maintenance end as a datetime field gives it. The console reads every day and
 * time in Manila time (console/format.ts), whatever the operator's own computer is set to.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MANILA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const inputFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MANILA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Manila calendar day of a moment, YYYY-MM-DD (en-CA writes dates that way). */
export function manilaDay(at: number = Date.now()): string {
  return dayFormat.format(at);
}

/** A stored moment ("2026-11-25T18:00:00+08:00") as a datetime-local field's text in Manila time ("2026-11-25T18:00"); '' when unreadable. */
export function manilaInputValue(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const part = Object.fromEntries(inputFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** A datetime-local field's text, read as Manila time (UTC+8, no daylight saving), as an ISO moment with its offset. */
export function manilaIso(inputValue: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(inputValue) ? `${inputValue}:00+08:00` : null;
}
