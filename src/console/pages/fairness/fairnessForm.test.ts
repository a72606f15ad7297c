import { describe, expect, it } from 'vitest';
import { formatBps, formatChance, manilaDateTimeToMs, MAX_WEIGHT, msToManilaDateTime, parseWeight, previewChances } from './fairnessForm.ts';

describe('the odds form', () => {
  it('reads a Manila date-time (UTC+8) and writes it back', () => {
    expect(manilaDateTimeToMs('2026-12-08T10:00')).toBe(Date.parse('2026-12-08T10:00:00+08:00'));
    expect(msToManilaDateTime(Date.parse('2026-12-08T02:00:00Z'))).toBe('2026-12-08T10:00');
    expect(manilaDateTimeToMs('')).toBeNull();
    expect(manilaDateTimeToMs('2026-12-08')).toBeNull();
  });

  it('takes whole weights 1 … 1,000,000,000 only', () => {
    expect(parseWeight(' 25 ')).toBe(25);
    expect(parseWeight(String(MAX_WEIGHT))).toBe(MAX_WEIGHT);
    for (const bad of ['0', '', '1e3', '2.0', '-1', String(MAX_WEIGHT + 1), 'abc']) expect(parseWeight(bad)).toBeNull();
  });

  it('previews each chance from the weights as typed', () => {
    expect(previewChances(['1', '3'])).toEqual([0.25, 0.75]);
    expect(previewChances(['1', 'x', '1'])).toEqual([0.5, null, 0.5]);
    expect(formatChance(0.25)).toBe('25.00%');
    expect(formatChance(0.0001)).toBe('0.0100%');
    expect(formatChance(0)).toBe('0%');
    expect(formatBps(9600)).toBe('96.00%');
  });
});
