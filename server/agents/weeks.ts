import { manilaDayOf } from '../api/manila-days.ts';
import { manilaWeekPeriod } from '../rewards/index.ts';

export { manilaDayOf };

/**
 * The programme's weeks are Manila ISO weeks, Monday 00:00 to Monday 00:00 in Asia/Manila (UTC+8 all
 * year), named as the rewards engine names them ('2026-W49': the grant's period). Pure.
 */
const DAY_MS = 24 * 3600_000;
const OFFSET_MS = 8 * 3600_000;

export interface Week {
  period: string;
  /** Monday 00:00 Manila, epoch ms. */
  start: number;
  /** The next Monday 00:00 Manila, epoch ms (exclusive). */
  end: number;
  /** Its Manila days, YYYY-MM-DD, Monday first. */
  days: string[];
}

const dayName = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The week named `period`, or null when it names none (a week 53 in a 52-week year, W00). */
export function weekOf(period: string): Week | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1) return null;
  // ISO week 1 holds 4 January; its Monday is that day less its weekday (Monday 0).
  const jan4 = Math.floor(Date.UTC(year, 0, 4) / DAY_MS);
  const monday = jan4 - ((((jan4 + 3) % 7) + 7) % 7) + (week - 1) * 7;
  const start = monday * DAY_MS - OFFSET_MS;
  // Round trip: a week past the year's last names a week of the next year.
  if (manilaWeekPeriod(start) !== period) return null;
  return { period, start, end: start + 7 * DAY_MS, days: Array.from({ length: 7 }, (_, i) => dayName(monday + i)) };
}

/** The week holding the instant `now`. */
export const weekAt = (now: number): Week => weekOf(manilaWeekPeriod(now))!;

/** The week before `week`. */
export const previousWeek = (week: Week): Week => weekAt(week.start - 1);
