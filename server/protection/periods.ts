/**
 * Limit periods are Asia/Manila calendar periods (DESIGN §8), like reward periods: a daily limit resets
 * at Manila midnight, a weekly one on Monday 00:00, a monthly one on the 1st. The Philippines keeps
 * UTC+8 all year.
 */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** [start, end) of the Manila period holding `now`, as instants (ms). */
export function periodBounds(period: LimitPeriod, now: number): { start: number; end: number } {
  const local = now + OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (period === 'day') return { start: day * DAY_MS - OFFSET_MS, end: (day + 1) * DAY_MS - OFFSET_MS };
  if (period === 'week') {
    // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
    const monday = day - ((((day + 3) % 7) + 7) % 7);
    return { start: monday * DAY_MS - OFFSET_MS, end: (monday + 7) * DAY_MS - OFFSET_MS };
  }
  const date = new Date(local);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - OFFSET_MS;
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - OFFSET_MS;
  return { start, end };
}

/** The Manila day of an instant: '2026-11-25' (the key of protection_play_days). */
export const manilaDay = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/** The Manila days of [start, end) as keys: a period's rows in protection_play_days. */
export const daysOf = (start: number, end: number) => ({ from: manilaDay(start), to: manilaDay(end - 1) });

/** Manila wall-clock time, as messages show it: 2026-11-26 00:00. */
export const manilaTime = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
