import { describe, expect, it } from 'vitest';
import { isCalendarDay, manilaDay } from './common.ts';

describe('manilaDay', () => {
  it('takes real calendar days from 2020-01-01 to 2100-12-31 only', () => {
    for (const day of ['2020-01-01', '2024-02-29', '2026-12-31', '2100-12-31']) expect(manilaDay.safeParse(day).success, day).toBe(true);
    // 2026-02-30 would be read by JavaScript as 1 March; year 0 is refused by PostgreSQL.
    for (const day of ['2026-02-30', '2025-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-01', '0000-01-01', '0001-01-01', '2019-12-31', '2101-01-01', '2026-1-1', '']) {
      expect(manilaDay.safeParse(day).success, day).toBe(false);
    }
  });

  it('isCalendarDay knows leap years, including years below 100', () => {
    expect(isCalendarDay('2000-02-29')).toBe(true);
    expect(isCalendarDay('1900-02-29')).toBe(false);
    expect(isCalendarDay('0004-02-29')).toBe(true);
    expect(isCalendarDay('0001-02-29')).toBe(false);
  });
});
