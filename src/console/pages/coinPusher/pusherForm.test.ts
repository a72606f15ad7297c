import { describe, expect, it } from 'vitest';
import { consolePusherSettingsSchema } from '../../../../contract/ops/pusher.ts';
import { addStake, chanceOf, formFieldOf, formOfSettings, percentOfBasisPoints, removeStake, settingsBody, stakesPaid } from './pusherForm.ts';

const seeded = { enabled: true, stakes: [100, 500, 1_000, 5_000], lanes: 5, goldenWorth: 20 };

describe('the coin pusher settings form', () => {
  it('reads settings back unchanged, stakes in whole pesos, and sends what the contract takes', () => {
    const form = formOfSettings(seeded);
    expect(form.stakes).toEqual(['1', '5', '10', '50']);
    const checked = settingsBody(form);
    expect(checked).toEqual({ body: seeded });
    expect(consolePusherSettingsSchema.safeParse((checked as { body: unknown }).body).success).toBe(true);
    expect(settingsBody({ ...form, enabled: false, stakes: ['2', '1,000'], lanes: '7' })).toEqual({ body: { ...seeded, enabled: false, stakes: [200, 100_000], lanes: 7 } });
  });

  it('names the first stake out of its limits or not above the one before', () => {
    const form = formOfSettings(seeded);
    expect(settingsBody({ ...form, stakes: ['1', '0.5'] })).toEqual({ refusal: { field: 'stakes.1', key: 'form.between', params: { min: 1, max: 10_000 } } });
    expect(settingsBody({ ...form, stakes: ['1', '10001'] })).toMatchObject({ refusal: { field: 'stakes.1' } });
    expect(settingsBody({ ...form, stakes: ['5', '5'] })).toEqual({ refusal: { field: 'stakes.1', key: 'form.increasing', params: { previous: 5 } } });
    expect(settingsBody({ ...form, stakes: ['10', '5', '20'] })).toMatchObject({ refusal: { field: 'stakes.1', key: 'form.increasing' } });
    expect(settingsBody({ ...form, stakes: ['1', ''] })).toMatchObject({ refusal: { field: 'stakes.1' } });
    expect(settingsBody({ ...form, stakes: [] })).toMatchObject({ refusal: { field: 'stakes', key: 'form.stakeCount' } });
    expect(settingsBody({ ...form, stakes: ['1', '2', '3', '4', '5', '6', '7'] })).toMatchObject({ refusal: { field: 'stakes' } });
  });

  it('refuses lanes and a golden worth outside the contract', () => {
    const form = formOfSettings(seeded);
    expect(settingsBody({ ...form, lanes: '0' })).toEqual({ refusal: { field: 'lanes', key: 'form.between', params: { min: 1, max: 7 } } });
    expect(settingsBody({ ...form, lanes: '8' })).toMatchObject({ refusal: { field: 'lanes' } });
    expect(settingsBody({ ...form, goldenWorth: '1001' })).toEqual({ refusal: { field: 'goldenWorth', key: 'form.between', params: { min: 1, max: 1000 } } });
    // Whatever the form lets through, the contract takes (the same limits).
    for (const lanes of ['1', '7']) for (const goldenWorth of ['1', '1000']) {
      const checked = settingsBody({ ...form, lanes, goldenWorth, stakes: ['1', '10000'] });
      expect(consolePusherSettingsSchema.safeParse((checked as { body: unknown }).body).success).toBe(true);
    }
  });

  it('adds rows up to six and keeps at least one', () => {
    let form = formOfSettings({ ...seeded, stakes: [100] });
    form = removeStake(form, 0);
    expect(form.stakes).toEqual(['1']);
    for (let i = 0; i < 8; i += 1) form = addStake(form);
    expect(form.stakes).toEqual(['1', '', '', '', '', '']);
    expect(removeStake(form, 0).stakes).toHaveLength(5);
  });

  it("puts the server's refusals at the form's fields", () => {
    expect(formFieldOf('stakes.3')).toBe('stakes.3');
    expect(formFieldOf('stakes')).toBe('stakes');
    expect(formFieldOf('goldenWorth')).toBe('goldenWorth');
    expect(formFieldOf('enabled')).toBeNull();
  });

  it('shows RTP, chances and what a prize pays', () => {
    expect(percentOfBasisPoints(9500)).toBe('95.00%');
    expect(percentOfBasisPoints(9612)).toBe('96.12%');
    expect(percentOfBasisPoints(5)).toBe('0.05%');
    expect(percentOfBasisPoints(10_000)).toBe('100.00%');
    expect(chanceOf(1, 8)).toBe('12.50%');
    expect(chanceOf(0, 8)).toBe('—');
    expect(stakesPaid({ coins: 2, golden: true }, 20)).toBe(22);
    expect(stakesPaid({ coins: 3, golden: false }, 20)).toBe(3);
  });
});
