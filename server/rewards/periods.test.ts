import { describe, expect, it } from 'vitest';
import { manilaDayPeriod, manilaMonthPeriod, manilaWeekPeriod } from './periods.ts';

const manila = (local: string) => Date.parse(`${local}+08:00`);

describe('reward periods (Asia/Manila calendar)', () => {
  it('days and months turn at midnight in Manila, not UTC', () => {
    expect(manilaDayPeriod(manila('2026-11-25T23:59:59'))).toBe('2026-11-25');
    expect(manilaDayPeriod(manila('2026-11-26T00:00:00'))).toBe('2026-11-26');
    expect(manilaMonthPeriod(manila('2026-11-30T23:59:59'))).toBe('2026-11');
    expect(manilaMonthPeriod(manila('2026-12-01T00:00:00'))).toBe('2026-12');
  });

  it('weeks are ISO weeks, Monday to Sunday in Manila, in the ISO year', () => {
    expect(manilaWeekPeriod(manila('2026-11-22T23:59:59'))).toBe('2026-W47'); // a Sunday
    expect(manilaWeekPeriod(manila('2026-11-23T00:00:00'))).toBe('2026-W48'); // the Monday after
    expect(manilaWeekPeriod(manila('2026-11-29T23:59:59'))).toBe('2026-W48');
    expect(manilaWeekPeriod(manila('2026-01-01T12:00:00'))).toBe('2026-W01'); // a Thursday
    expect(manilaWeekPeriod(manila('2027-01-01T12:00:00'))).toBe('2026-W53'); // a Friday: the last week of 2026
    expect(manilaWeekPeriod(manila('2024-12-30T00:00:00'))).toBe('2025-W01');
    expect(manilaWeekPeriod(manila('2021-01-03T12:00:00'))).toBe('2020-W53');
  });
});
