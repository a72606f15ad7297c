import { describe, expect, it } from 'vitest';
import { createTapGate } from '../../shared/ui/tapGate.ts';
import { randomTierValue } from './tierDisplay.ts';

describe('the draw button debounce', () => {
  it('acts on the first tap and drops taps within 300 ms of it', () => {
    let clock = 1000;
    const gate = createTapGate(300, () => clock);
    expect(gate.pass()).toBe(true);
    clock += 120;
    expect(gate.pass()).toBe(false);
    clock += 179;
    expect(gate.pass()).toBe(false);
    clock += 1;
    expect(gate.pass()).toBe(true);
  });
});

describe('the tier display values', () => {
  it('stay within the tier range, in whole pesos', () => {
    const tier = { min: 5_000_00, max: 20_000_00 };
    for (const r of [0, 0.25, 0.5, 0.999999]) {
      const value = randomTierValue(tier, () => r);
      expect(value).toBeGreaterThanOrEqual(tier.min);
      expect(value).toBeLessThanOrEqual(tier.max);
      expect(value % 100).toBe(0);
    }
    expect(randomTierValue(tier, () => 0)).toBe(tier.min);
    expect(randomTierValue(tier, () => 0.999999)).toBe(tier.max);
  });

  it('shows the minimum when the range is a single value', () => {
    expect(randomTierValue({ min: 12_345, max: 12_345 })).toBe(12_345);
  });
});
