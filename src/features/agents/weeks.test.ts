import { describe, expect, it } from 'vitest';
import { parseWeek, previousWeek, weekChoices, weeksInYear } from './weeks.ts';

describe('ISO weeks', () => {
  it('knows the years with 53 weeks', () => {
    expect(weeksInYear(2026)).toBe(53); // starts on a Thursday
    expect(weeksInYear(2020)).toBe(53); // leap year starting on a Wednesday
    expect(weeksInYear(2027)).toBe(52);
    expect(weeksInYear(2025)).toBe(52);
  });

  it('parses only real week names', () => {
    expect(parseWeek('2026-W49')).toEqual({ year: 2026, week: 49 });
    expect(parseWeek('2026-W53')).toEqual({ year: 2026, week: 53 });
    expect(parseWeek('2027-W53')).toBeNull();
    expect(parseWeek('2026-W00')).toBeNull();
    expect(parseWeek('2026-49')).toBeNull();
  });

  it('steps back across a year end', () => {
    expect(previousWeek('2026-W49')).toBe('2026-W48');
    expect(previousWeek('2026-W10')).toBe('2026-W09');
    expect(previousWeek('2027-W01')).toBe('2026-W53');
    expect(previousWeek('2026-W01')).toBe('2025-W52');
    expect(previousWeek('nope')).toBeNull();
  });

  it('lists this week first, then the weeks before it', () => {
    expect(weekChoices('2027-W02', 4)).toEqual(['2027-W02', '2027-W01', '2026-W53', '2026-W52']);
    expect(weekChoices('bad', 4)).toEqual([]);
  });
});
