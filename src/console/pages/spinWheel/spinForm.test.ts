import { describe, expect, it } from 'vitest';
import { dailyMax, formOfSettings, settingsBody } from './spinForm.ts';

const seeded = { enabled: true, dailyFree: 1, depositStep: 20_000, depositCap: 3, betStep: 100_000, betCap: 3, wagering: 1 };

describe('the wheel settings form', () => {
  it('reads settings back unchanged, steps in whole pesos', () => {
    const form = formOfSettings(seeded);
    expect(form).toMatchObject({ depositStep: '200', betStep: '1000' });
    expect(settingsBody(form)).toEqual({ body: seeded });
    expect(settingsBody({ ...form, dailyFree: '3', betStep: '0', enabled: false })).toEqual({ body: { ...seeded, dailyFree: 3, betStep: 0, enabled: false } });
  });

  it('names the first field out of its limits', () => {
    const form = formOfSettings(seeded);
    expect(settingsBody({ ...form, dailyFree: '101' })).toEqual({ refusal: { field: 'dailyFree', key: 'form.between', params: { min: 0, max: 100 } } });
    expect(settingsBody({ ...form, depositStep: '1.5' })).toMatchObject({ refusal: { field: 'depositStep' } });
    expect(settingsBody({ ...form, betCap: '-1' })).toMatchObject({ refusal: { field: 'betCap' } });
    expect(settingsBody({ ...form, wagering: '11' })).toMatchObject({ refusal: { field: 'wagering' } });
  });

  it('counts the most spins a day: a source without a step gives none', () => {
    expect(dailyMax(seeded)).toBe(7);
    expect(dailyMax({ ...seeded, betStep: 0 })).toBe(4);
  });
});
