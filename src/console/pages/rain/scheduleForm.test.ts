import { describe, expect, it } from 'vitest';
import { rainScheduleConfigSchema } from '../../../../contract/ops/rain.ts';
import { emptySlot, formOfSchedule, scheduleBody, scheduleFieldOf, type SlotForm } from './scheduleForm.ts';

const typed = (time: string, over: Partial<SlotForm> = {}): SlotForm => ({ time, durationSeconds: '60', packetCount: '500', budget: '1,000', perPlayerCap: '20', wagering: '1', ...over });
const sent = (time: string) => ({ time, durationSeconds: 60, packetCount: 500, budget: 100_000, perPlayerCap: 20, wagering: 1 });

describe('the daily schedule form', () => {
  it('sends what the contract takes: times of day, budgets in hundredths; and reads a saved schedule back', () => {
    const checked = scheduleBody({ enabled: true, slots: [typed('20:00'), typed('09:30')] });
    expect(checked).toEqual({ body: { enabled: true, slots: [sent('20:00'), sent('09:30')] } });
    expect(rainScheduleConfigSchema.safeParse((checked as { body: unknown }).body).success).toBe(true);
    expect(formOfSchedule({ enabled: false, slots: [sent('20:00')] })).toEqual({ enabled: false, slots: [typed('20:00', { budget: '1000' })] });
    expect(scheduleBody({ enabled: false, slots: [] })).toEqual({ body: { enabled: false, slots: [] } });
    expect(scheduleBody({ enabled: true, slots: [] })).toEqual({ refusal: { field: 'enabled', key: 'schedule.onWithoutSlots' } });
    expect(emptySlot()).toMatchObject({ time: '', durationSeconds: '60' });
  });

  it("names the slot's field it refuses", () => {
    expect(scheduleBody({ enabled: true, slots: [typed('20:00'), typed('')] })).toEqual({ refusal: { field: 'slots.1.time', key: 'schedule.timeMissing' } });
    expect(scheduleBody({ enabled: true, slots: [typed('24:00')] })).toMatchObject({ refusal: { field: 'slots.0.time' } });
    expect(scheduleBody({ enabled: true, slots: [typed('20:00', { durationSeconds: '601' })] })).toEqual({ refusal: { field: 'slots.0.durationSeconds', key: 'form.between', params: { min: 10, max: 600 } } });
    expect(scheduleBody({ enabled: true, slots: [typed('20:00', { packetCount: '101', budget: '1' })] })).toEqual({ refusal: { field: 'slots.0.budget', key: 'form.budgetPerPacket', params: { packets: 101, min: 2 } } });
    expect(scheduleBody({ enabled: true, slots: Array.from({ length: 13 }, (_, i) => typed(`${String(i).padStart(2, '0')}:00`)) })).toEqual({ refusal: { field: 'slots', key: 'schedule.tooMany', params: { max: 12 } } });
  });

  it('refuses two slots whose rains overlap, also across midnight; back to back is fine', () => {
    expect(scheduleBody({ enabled: true, slots: [typed('20:00'), typed('20:00')] })).toEqual({ refusal: { field: 'slots.1.time', key: 'schedule.overlap', params: { slot: 1 } } });
    expect(scheduleBody({ enabled: true, slots: [typed('20:01'), typed('20:00', { durationSeconds: '61' })] })).toMatchObject({ refusal: { field: 'slots.1.time' } });
    expect(scheduleBody({ enabled: true, slots: [typed('00:04'), typed('23:55', { durationSeconds: '600' })] })).toMatchObject({ refusal: { field: 'slots.1.time', params: { slot: 1 } } });
    expect(scheduleBody({ enabled: true, slots: [typed('20:01'), typed('20:00')] })).toHaveProperty('body');
    expect(scheduleBody({ enabled: true, slots: [typed('23:55', { durationSeconds: '600' })] })).toHaveProperty('body');
  });

  it("puts the server's refusals at the slot's field", () => {
    expect(scheduleFieldOf('slots.3.budget')).toBe('slots.3.budget');
    expect(scheduleFieldOf('enabled')).toBe('enabled');
    expect(scheduleFieldOf('slots')).toBeNull();
  });
});
