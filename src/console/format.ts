/**
 * Formats for the console. Operators reconcile money, so amounts show the centavos ("₱1,050.25"),
 * unlike the player app's whole pesos (shared/format/amount.ts, which floors). Times are Manila's
 * (the business runs on Manila time; an operator abroad still reads the same day).
 */
const centavos = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MINUS = '−';
/** The player app's sign (shared/format/amount.ts); not imported, so the console shares no module with the lobby's entry. */
const PESO = '₱';
export const MANILA_TIME_ZONE = 'Asia/Manila';

/** Hundredths → "₱1,050.25"; -150 → "−₱1.50". */
export function formatPesoExact(hundredths: number): string {
  const value = Number.isFinite(hundredths) ? Math.trunc(hundredths) : 0;
  const text = `${PESO}${centavos.format(Math.abs(value) / 100)}`;
  return value < 0 ? `${MINUS}${text}` : text;
}

const dateTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: MANILA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Milliseconds → "2026-11-25 15:04:05" in Manila (sortable, unambiguous). */
export function formatManilaDateTime(ms: number): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** "2026-11-25" (a Manila day, as an <input type="date"> gives it) → the milliseconds its midnight is, or null. */
export function manilaDayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(utc) ? utc - MANILA_OFFSET_MS : null;
}

/** The Manila day after `day`'s midnight: the exclusive end of a "to" day. */
export function manilaDayEnd(day: string): number | null {
  const start = manilaDayStart(day);
  return start === null ? null : start + 24 * 60 * 60 * 1000;
}

/**
 * A mobile as stored (639…) or typed (09…: an e-wallet's number) → "0917 123 4567", as Filipinos write it. A masked one (support
 * reads "0917•••4567") and anything else are shown as they are; '' stays ''.
 */
export function formatMobile(mobile: string): string {
  const match = /^(?:639|09)(\d{2})(\d{3})(\d{4})$/.exec(mobile);
  return match ? `09${match[1]} ${match[2]} ${match[3]}` : mobile;
}
