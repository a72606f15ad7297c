import { describe, expect, it } from 'vitest';
import { calendarState, dayStatuses, lastClaimOf, nextManilaMidnight, previousDay } from './calendar.ts';

const manila = (local: string) => Date.parse(`${local}+08:00`);
const claim = (period: string, day: number, streak: number) => ({ period, day, streak });

describe('the sign-in calendar (pure rules, Manila days)', () => {
  it('a first claim is day 1 of a streak of 1', () => {
    expect(calendarState(7, undefined, manila('2026-11-25T09:00:00'))).toEqual({
      today: '2026-11-25',
      day: 1,
      claimedToday: false,
      claimedDays: 0,
      streak: 0,
      nextStreak: 1,
      missed: false,
    });
  });

  it('claimed today: that day, nothing more to claim until Manila midnight', () => {
    const last = claim('2026-11-25', 3, 3);
    expect(calendarState(7, last, manila('2026-11-25T23:59:59'))).toMatchObject({ day: 3, claimedToday: true, claimedDays: 3, streak: 3, nextStreak: 3 });
    // 00:00:00 is the next day: day 4 opens, the streak would be 4.
    expect(calendarState(7, last, manila('2026-11-26T00:00:00'))).toMatchObject({ today: '2026-11-26', day: 4, claimedToday: false, claimedDays: 3, streak: 3, nextStreak: 4, missed: false });
  });

  it('Manila, not UTC: 23:59:59 and 00:00:00 Manila are different days though both are the same UTC day', () => {
    const before = manila('2026-11-25T23:59:59');
    const after = manila('2026-11-26T00:00:00');
    expect(new Date(before).toISOString().slice(0, 10)).toBe(new Date(after).toISOString().slice(0, 10));
    expect(calendarState(7, claim('2026-11-25', 1, 1), before).claimedToday).toBe(true);
    expect(calendarState(7, claim('2026-11-25', 1, 1), after).claimedToday).toBe(false);
  });

  it('after the last day of the cycle the next consecutive day is day 1 again, and the streak keeps counting', () => {
    expect(calendarState(7, claim('2026-11-25', 7, 7), manila('2026-11-26T08:00:00'))).toMatchObject({ day: 1, claimedDays: 0, streak: 7, nextStreak: 8, missed: false });
    expect(calendarState(7, claim('2026-11-25', 7, 14), manila('2026-11-26T08:00:00'))).toMatchObject({ day: 1, nextStreak: 15 });
  });

  it('a missed day breaks the streak: day 1 again, streak from 1, `missed` says why', () => {
    const state = calendarState(7, claim('2026-11-24', 5, 5), manila('2026-11-26T00:00:00'));
    expect(state).toMatchObject({ day: 1, claimedToday: false, claimedDays: 0, streak: 0, nextStreak: 1, missed: true });
    // The last moment of the day after still continues it.
    expect(calendarState(7, claim('2026-11-24', 5, 5), manila('2026-11-25T23:59:59'))).toMatchObject({ day: 6, nextStreak: 6, missed: false });
  });

  it('a cycle shortened by the operator never leaves today past its end', () => {
    expect(calendarState(5, claim('2026-11-25', 6, 6), manila('2026-11-25T12:00:00'))).toMatchObject({ day: 5, claimedDays: 5 });
    expect(calendarState(5, claim('2026-11-25', 6, 6), manila('2026-11-26T12:00:00'))).toMatchObject({ day: 1, nextStreak: 7 });
  });

  it('crosses months and years', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(calendarState(7, claim('2026-12-31', 2, 2), manila('2027-01-01T00:00:00'))).toMatchObject({ today: '2027-01-01', day: 3, nextStreak: 3 });
  });

  it('the next reset is the next Manila midnight', () => {
    expect(nextManilaMidnight(manila('2026-11-25T23:59:59'))).toBe(manila('2026-11-26T00:00:00'));
    expect(nextManilaMidnight(manila('2026-11-26T00:00:00'))).toBe(manila('2026-11-27T00:00:00'));
    expect(nextManilaMidnight(manila('2026-11-25T07:59:59'))).toBe(manila('2026-11-26T00:00:00'));
  });

  it('day statuses: claimed days, today claimable only when a claim is possible, later days locked', () => {
    expect(dayStatuses(4, { day: 3, claimedToday: false, claimedDays: 2 }, true)).toEqual(['claimed', 'claimed', 'claimable', 'locked']);
    expect(dayStatuses(4, { day: 3, claimedToday: false, claimedDays: 2 }, false)).toEqual(['claimed', 'claimed', 'locked', 'locked']);
    expect(dayStatuses(4, { day: 3, claimedToday: true, claimedDays: 3 }, true)).toEqual(['claimed', 'claimed', 'claimed', 'locked']);
  });

  it("reads a grant's meta, and counts a grant without one as day 1 of a streak of 1", () => {
    expect(lastClaimOf(undefined)).toBeUndefined();
    expect(lastClaimOf({ period: '2026-11-25', meta: { day: 4, streak: 11, cycleLength: 7 } })).toEqual(claim('2026-11-25', 4, 11));
    expect(lastClaimOf({ period: '2026-11-25', meta: null })).toEqual(claim('2026-11-25', 1, 1));
    expect(lastClaimOf({ period: '2026-11-25', meta: { day: 'x', streak: 0 } })).toEqual(claim('2026-11-25', 1, 1));
  });
});
