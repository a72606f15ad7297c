import { describe, expect, it } from 'vitest';
import { manilaDayOf, previousWeek, weekAt, weekOf } from './weeks.ts';

describe('weeks', () => {
  it('names Monday to Sunday in Manila', () => {
    // 2026-12-07 is a Monday; 00:00 Manila is 2026-12-06T16:00Z.
    const week = weekOf('2026-W50')!;
    expect(new Date(week.start).toISOString()).toBe('2026-12-06T16:00:00.000Z');
    expect(week.days[0]).toBe('2026-12-07');
    expect(week.days[6]).toBe('2026-12-13');
    expect(week.end - week.start).toBe(7 * 24 * 3600_000);
  });

  it('finds the week of an instant, at its edges', () => {
    expect(weekAt(Date.parse('2026-12-06T16:00:00Z')).period).toBe('2026-W50');
    expect(weekAt(Date.parse('2026-12-06T15:59:59Z')).period).toBe('2026-W49');
    expect(previousWeek(weekOf('2026-W01')!).period).toBe('2025-W52');
  });

  it('refuses weeks that do not exist', () => {
    expect(weekOf('2026-W00')).toBeNull();
    expect(weekOf('2025-W53')).toBeNull();
    expect(weekOf('2026-W53')?.days[0]).toBe('2026-12-28');
    expect(weekOf('2026-W5')).toBeNull();
    expect(weekOf('2020-W53')?.days[0]).toBe('2020-12-28');
  });

  it('reads Manila days', () => {
    expect(manilaDayOf(Date.parse('2026-12-06T16:00:00Z'))).toBe('2026-12-07');
  });
});
