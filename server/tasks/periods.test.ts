import { describe, expect, it } from 'vitest';
import { grantPeriod, taskPeriods, windowOf } from './periods.ts';

// Manila is UTC+8 all year: Monday 2026-11-23 00:00 in Manila is Sunday 2026-11-22 16:00 UTC.
const manila = (iso: string) => Date.parse(`${iso}+08:00`);

describe('task periods (Asia/Manila)', () => {
  it('Sunday 23:59:59 and Monday 00:00:00 are two days and two ISO weeks', () => {
    const sunday = taskPeriods(manila('2026-11-22T23:59:59'));
    const monday = taskPeriods(manila('2026-11-23T00:00:00'));
    expect([sunday.day, sunday.week]).toEqual(['2026-11-22', '2026-W47']);
    expect([monday.day, monday.week]).toEqual(['2026-11-23', '2026-W48']);
    expect(sunday.today.end.getTime()).toBe(manila('2026-11-23T00:00:00'));
    expect(sunday.thisWeek.end.getTime()).toBe(manila('2026-11-23T00:00:00'));
    expect(monday.thisWeek).toEqual({ start: new Date(manila('2026-11-23T00:00:00')), end: new Date(manila('2026-11-30T00:00:00')) });
    expect(monday.weekDays).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('a day is its Manila midnight to the next, whatever the UTC date', () => {
    const p = taskPeriods(manila('2026-11-25T07:30:00')); // 2026-11-24 23:30 UTC
    expect(p.day).toBe('2026-11-25');
    expect(p.today).toEqual({ start: new Date(manila('2026-11-25T00:00:00')), end: new Date(manila('2026-11-26T00:00:00')) });
    expect(p.weekDays[0]).toBe('2026-11-23');
  });

  it('names the grant period and the window of each task period; once is ever', () => {
    const p = taskPeriods(manila('2026-01-01T12:00:00')); // a Thursday in ISO week 2026-W01
    expect([grantPeriod(p, 'day'), grantPeriod(p, 'week'), grantPeriod(p, 'once')]).toEqual(['2026-01-01', '2026-W01', 'once']);
    expect(windowOf(p, 'week').start.getTime()).toBe(manila('2025-12-29T00:00:00'));
    const ever = windowOf(p, 'once');
    expect(ever.start.getTime()).toBe(0);
    expect(ever.end.getTime()).toBeGreaterThan(Date.parse('9000-01-01'));
  });
});
