import { describe, expect, it } from 'vitest';
import { addDays, lastWeek, manilaToday } from './manilaDate.ts';

describe('Manila days', () => {
  it('counts the day in Asia/Manila', () => {
    expect(manilaToday(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(manilaToday(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(lastWeek(new Date('2026-01-03T04:00:00Z'))).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });
});
