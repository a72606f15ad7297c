import { manilaDayPeriod, manilaWeekPeriod } from '../rewards/index.ts';

const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * The Manila calendar periods a VIP prize belongs to (docs/rewards.md): today for the daily and
 * sign-in awards and rebate claims, the ISO week (Monday to Sunday) for tasks, with the week's first
 * and last day (what its valid bets are summed over) and its instants (its deposits).
 */
export function vipPeriods(now: number) {
  const dayNumber = Math.floor((now + OFFSET_MS) / DAY_MS);
  const monday = dayNumber - ((((dayNumber + 3) % 7) + 7) % 7);
  const start = monday * DAY_MS - OFFSET_MS;
  return {
    today: manilaDayPeriod(now),
    week: manilaWeekPeriod(now),
    weekFirstDay: isoDay(monday),
    weekLastDay: isoDay(monday + 6),
    weekStart: new Date(start),
    weekEnd: new Date(start + 7 * DAY_MS),
  };
}
export type VipPeriods = ReturnType<typeof vipPeriods>;
