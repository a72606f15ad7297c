/**
 * Reward periods are Asia/Manila calendar periods (DESIGN §7), never "24 hours since the last claim".
 * The Philippines keeps UTC+8 all year. Each is a string that sorts in time order and reads plainly
 * in the reward record and the console.
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** A grant that can happen once per player and activity key (the sign-up bonus, a jackpot draw's prize). */
export const ONCE = 'once';

/** The Manila day of an instant: '2026-11-25'. */
export const manilaDayPeriod = (now: number) => new Date(now + OFFSET_MS).toISOString().slice(0, 10);

/** The Manila month: '2026-11'. */
export const manilaMonthPeriod = (now: number) => new Date(now + OFFSET_MS).toISOString().slice(0, 7);

/** The ISO week (Monday to Sunday, Manila time): '2026-W48'. The year is the ISO week's year (its Thursday's). */
export function manilaWeekPeriod(now: number): string {
  const day = Math.floor((now + OFFSET_MS) / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const weekday = (((day + 3) % 7) + 7) % 7;
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const firstThursday = Math.floor(Date.UTC(year, 0, 4) / DAY_MS);
  const firstMonday = firstThursday - ((((firstThursday + 3) % 7) + 7) % 7);
  const week = Math.floor((thursday - 3 - firstMonday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
