import { describe, expect, it } from 'vitest';
import type { RainScheduleSlot } from '../../contract/ops/rain.ts';
import { dayEvents, manilaDay, nextManilaDay, scheduleRefusal, slotInstants } from './schedule.ts';

const slot = (time: string, durationSeconds = 60, over: Partial<RainScheduleSlot> = {}): RainScheduleSlot => ({ time, durationSeconds, packetCount: 100, budget: 100_00, perPlayerCap: 5, wagering: 1, ...over });

describe('the daily schedule in Manila time', () => {
  it('makes a slot the instants of its Manila day (UTC+8, no daylight saving)', () => {
    expect(slotInstants('2026-12-08', slot('20:00'))).toEqual({ startsAt: Date.UTC(2026, 11, 8, 12, 0), endsAt: Date.UTC(2026, 11, 8, 12, 1) });
    // Manila's early hours are the day before in UTC.
    expect(slotInstants('2026-12-08', slot('00:00', 600)).startsAt).toBe(Date.UTC(2026, 11, 7, 16, 0));
    expect(slotInstants('2026-06-30', slot('07:59')).startsAt).toBe(Date.UTC(2026, 5, 29, 23, 59));
  });

  it('names the Manila day of an instant and the next one, across months and years', () => {
    expect(manilaDay(Date.UTC(2026, 11, 7, 15, 59))).toBe('2026-12-07');
    expect(manilaDay(Date.UTC(2026, 11, 7, 16, 0))).toBe('2026-12-08');
    expect(nextManilaDay('2026-12-31')).toBe('2027-01-01');
    expect(nextManilaDay('2028-02-28')).toBe('2028-02-29');
  });

  it("lists a day's slots in time order with their terms", () => {
    const events = dayEvents('2026-12-08', [slot('21:00'), slot('09:30', 120)]);
    expect(events.map((e) => [e.time, e.day, e.endsAt - e.startsAt])).toEqual([
      ['09:30', '2026-12-08', 120_000],
      ['21:00', '2026-12-08', 60_000],
    ]);
  });

  it('refuses on with no slot, a time given twice, slots that overlap (also past midnight), and a thin budget; naming the slot', () => {
    expect(scheduleRefusal({ enabled: false, slots: [] })).toBeNull();
    expect(scheduleRefusal({ enabled: true, slots: [] })).toEqual({ field: 'enabled' });
    expect(scheduleRefusal({ enabled: true, slots: [slot('09:00'), slot('09:01')] })).toBeNull();
    expect(scheduleRefusal({ enabled: true, slots: [slot('09:00'), slot('09:00')] })).toEqual({ field: 'slots.1.time' });
    expect(scheduleRefusal({ enabled: true, slots: [slot('09:01'), slot('09:00', 61)] })).toEqual({ field: 'slots.1.time' });
    expect(scheduleRefusal({ enabled: true, slots: [slot('00:04'), slot('23:55', 600)] })).toEqual({ field: 'slots.1.time' });
    expect(scheduleRefusal({ enabled: true, slots: [slot('00:05'), slot('23:55', 600)] })).toBeNull();
    // One slot never overlaps itself the next day.
    expect(scheduleRefusal({ enabled: true, slots: [slot('23:55', 600)] })).toBeNull();
    expect(scheduleRefusal({ enabled: true, slots: [slot('10:00'), slot('12:00', 60, { packetCount: 101, budget: 100 })] })).toEqual({ field: 'slots.1.budget' });
  });
});
