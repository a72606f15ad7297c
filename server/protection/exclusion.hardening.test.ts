import { describe, expect, it } from 'vitest';
import { addMonths } from './exclusion.ts';

/**
 * A self-exclusion's months are Manila calendar months (docs/mutation-hardening.md): the day of the month
 * is Manila's, and a day the next month lacks lands on that month's last day.
 */
describe('addMonths (Manila calendar)', () => {
  it('the 30th of January at 23:30 Manila, a month on, is the 28th of February at 23:30 Manila', () => {
    // 15:30 UTC is 23:30 in Manila the same day (and already the 31st in a UTC+9 zone).
    expect(addMonths(Date.parse('2026-01-30T15:30:00Z'), 1)).toBe(Date.parse('2026-02-28T15:30:00Z'));
  });

  it('the 31st, six months on, lands on the last day of a 30-day month; the 15th keeps its day', () => {
    expect(addMonths(Date.parse('2026-03-31T04:00:00Z'), 6)).toBe(Date.parse('2026-09-30T04:00:00Z'));
    expect(addMonths(Date.parse('2026-03-15T04:00:00Z'), 12)).toBe(Date.parse('2027-03-15T04:00:00Z'));
  });
});
