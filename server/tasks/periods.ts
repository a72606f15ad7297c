import type { TaskPeriod } from '../../contract/index.ts';
import { manilaDayPeriod, manilaWeekPeriod, ONCE } from '../rewards/index.ts';

const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** A window of time, [start, end). */
export interface Window {
  start: Date;
  end: Date;
}

/** "Once" counts everything ever done: a window wider than any instant the database holds. */
const EVER: Window = { start: new Date(0), end: new Date(Date.UTC(9999, 0, 1)) };

/**
 * The Manila calendar periods of tasks at an instant (docs/tasks.md): today and the ISO week (Monday
 * to Sunday, Asia/Manila, which keeps UTC+8 all year), as the rewards engine names them, their
 * windows, and the week's days (YYYY-MM-DD, Monday first).
 */
export function taskPeriods(now: number) {
  const dayNumber = Math.floor((now + OFFSET_MS) / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = dayNumber - ((((dayNumber + 3) % 7) + 7) % 7);
  const dayStart = dayNumber * DAY_MS - OFFSET_MS;
  const weekStart = monday * DAY_MS - OFFSET_MS;
  return {
    day: manilaDayPeriod(now),
    week: manilaWeekPeriod(now),
    today: { start: new Date(dayStart), end: new Date(dayStart + DAY_MS) } as Window,
    thisWeek: { start: new Date(weekStart), end: new Date(weekStart + 7 * DAY_MS) } as Window,
    weekDays: Array.from({ length: 7 }, (_, i) => isoDay(monday + i)),
  };
}
export type TaskPeriods = ReturnType<typeof taskPeriods>;

/** The rewards engine's period of a task's or chest's grant (its natural key): today, this week or once. */
export const grantPeriod = (p: TaskPeriods, period: TaskPeriod) => (period === 'day' ? p.day : period === 'week' ? p.week : ONCE);

/** The time a task of `period` counts what the player did in. */
export const windowOf = (p: TaskPeriods, period: TaskPeriod): Window => (period === 'day' ? p.today : period === 'week' ? p.thisWeek : EVER);
