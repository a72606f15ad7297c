import { describe, expect, it } from 'vitest';
import { manilaMonths } from './periods.ts';

const manila = (iso: string) => Date.parse(`${iso}+08:00`);

describe('manilaMonths', () => {
  it('puts the last second of a Manila month in it and the next second in the next', () => {
    const before = manilaMonths(manila('2026-11-30T23:59:59'));
    expect(before.thisMonth).toEqual({ period: '2026-11', firstDay: '2026-11-01', lastDay: '2026-11-30' });
    expect(before.lastMonth).toEqual({ period: '2026-10', firstDay: '2026-10-01', lastDay: '2026-10-31' });
    expect(before.endsAt).toBe(manila('2026-12-01T00:00:00'));
    const after = manilaMonths(manila('2026-12-01T00:00:00'));
    expect(after.thisMonth.period).toBe('2026-12');
    expect(after.lastMonth.period).toBe('2026-11');
    expect(after.endsAt).toBe(manila('2027-01-01T00:00:00'));
  });

  it('crosses the year and knows February in leap years', () => {
    expect(manilaMonths(manila('2027-01-15T12:00:00')).lastMonth).toEqual({ period: '2026-12', firstDay: '2026-12-01', lastDay: '2026-12-31' });
    expect(manilaMonths(manila('2028-03-01T00:00:00')).lastMonth.lastDay).toBe('2028-02-29');
    expect(manilaMonths(manila('2027-02-10T00:00:00')).thisMonth.lastDay).toBe('2027-02-28');
    // 16:00 UTC on the 31st is already the 1st in Manila.
    expect(manilaMonths(Date.parse('2026-12-31T16:00:00Z')).thisMonth.period).toBe('2027-01');
  });
});
