import type { RankPeriod } from '../../contract/index.ts';
import { manilaDayPeriod, manilaWeekPeriod } from '../rewards/index.ts';

const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * The Manila calendar period a board covers (Asia/Manila is UTC+8 all year): today, or the ISO week
 * from Monday 00:00 to the next Monday 00:00. `fromDay`/`toDay` are the bet-total days it sums,
 * `start`/`end` its instants, `key` its name (`2026-11-25`, `2026-W48`, as the rewards engine names them).
 */
export function boardPeriod(period: RankPeriod, now: number) {
  const today = Math.floor((now + OFFSET_MS) / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const first = period === 'day' ? today : today - ((((today + 3) % 7) + 7) % 7);
  const days = period === 'day' ? 1 : 7;
  return {
    key: period === 'day' ? manilaDayPeriod(now) : manilaWeekPeriod(now),
    fromDay: isoDay(first),
    toDay: isoDay(first + days - 1),
    start: first * DAY_MS - OFFSET_MS,
    end: (first + days) * DAY_MS - OFFSET_MS,
  };
}
