import { describe, expect, it } from 'vitest';
import { lastManilaDay, monthName, multipleText } from './format.ts';

describe('offers formatting', () => {
  it('names a month, the last Manila day before an end, a multiple', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(monthName('2027-01')).toBe('January 2027');
    // The end of November in Manila is 16:00 UTC on 30 November.
    expect(lastManilaDay(Date.parse('2026-11-30T16:00:00Z'))).toMatch(/Nov 30, 2026/);
    expect(multipleText(1)).toBe('1');
    expect(multipleText(1.5)).toBe('1.5');
  });
});
