import type { ClaimStatus } from '../../contract/index.ts';
import { manilaDayPeriod } from '../rewards/index.ts';

/**
 * The sign-in calendar's rules as pure functions of the last claim and the clock (docs/checkin.md).
 *
 * - Each Manila calendar day the player may claim once: the next day of the cycle.
 * - Claiming on consecutive Manila days is a streak. After the last day of the cycle the next
 *   consecutive claim is day 1 again and the streak keeps counting (8, 9, …).
 * - A missed Manila day breaks the streak: the next claim is day 1 and the streak starts at 1. There
 *   is no makeup (no paying or watching to fill a missed day): see docs/checkin.md for why.
 */

const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** What the previous claim left (its grant's period and meta). */
export interface LastClaim {
  /** The Manila day it was claimed. */
  period: string;
  /** Its day of the cycle (1-based). */
  day: number;
  /** The streak it made. */
  streak: number;
}

export interface CalendarState {
  /** Today's Manila day (the claim's period). */
  today: string;
  /** Today's day of the cycle: claimed today, or the one a claim today pays. */
  day: number;
  claimedToday: boolean;
  /** Days 1 … claimedDays of the current cycle are claimed. */
  claimedDays: number;
  /** Consecutive Manila days claimed, ending today or yesterday. */
  streak: number;
  /** The streak a claim today makes (the streak itself once claimed). */
  nextStreak: number;
  /** The last claim was before yesterday: today starts again at day 1. */
  missed: boolean;
}

/** The Manila day before `period` ('2026-03-01' → '2026-02-28'). The Philippines keeps UTC+8 all year, so a day is 24 hours. */
export function previousDay(period: string): string {
  return new Date(Date.parse(`${period}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The next Manila midnight after `now` (epoch ms): when the next day's claim opens. */
export function nextManilaMidnight(now: number): number {
  return (Math.floor((now + OFFSET_MS) / DAY_MS) + 1) * DAY_MS - OFFSET_MS;
}

/** Where the cycle stands today for a player whose last claim (at or before today) was `last`. */
export function calendarState(cycleLength: number, last: LastClaim | undefined, now: number): CalendarState {
  const today = manilaDayPeriod(now);
  if (last && last.period === today) {
    // An operator may shorten the cycle after a claim: today's day is never past its end.
    const day = Math.min(last.day, cycleLength);
    return { today, day, claimedToday: true, claimedDays: day, streak: last.streak, nextStreak: last.streak, missed: false };
  }
  if (last && last.period === previousDay(today)) {
    const cycleDone = last.day >= cycleLength;
    return {
      today,
      day: cycleDone ? 1 : last.day + 1,
      claimedToday: false,
      claimedDays: cycleDone ? 0 : last.day,
      streak: last.streak,
      nextStreak: last.streak + 1,
      missed: false,
    };
  }
  return { today, day: 1, claimedToday: false, claimedDays: 0, streak: 0, nextStreak: 1, missed: last !== undefined };
}

/** Each day's status: claimed in this cycle, today's claimable (when `canClaim`), or locked. */
export function dayStatuses(cycleLength: number, state: Pick<CalendarState, 'day' | 'claimedToday' | 'claimedDays'>, canClaim: boolean): ClaimStatus[] {
  return Array.from({ length: cycleLength }, (_, i) => {
    const day = i + 1;
    if (day <= state.claimedDays) return 'claimed';
    return day === state.day && !state.claimedToday && canClaim ? 'claimable' : 'locked';
  });
}

/** The day and streak a grant's meta recorded; a grant without them (none should exist) counts as day 1 of a new streak. */
export function lastClaimOf(grant: { period: string; meta: unknown } | undefined): LastClaim | undefined {
  if (!grant) return undefined;
  const meta = (grant.meta ?? {}) as { day?: unknown; streak?: unknown };
  const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1);
  return { period: grant.period, day: whole(meta.day), streak: whole(meta.streak) };
}
