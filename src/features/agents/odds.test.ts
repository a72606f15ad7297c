import { describe, expect, it } from 'vitest';
import { oddsPercents } from './odds.ts';

const total = (shown: (string | null)[]) => shown.reduce((sum, text) => sum + Math.round(Number.parseFloat(text ?? '0') * 100), 0);

describe('invite spin odds', () => {
  it('prints weight / total with two decimals', () => {
    expect(oddsPercents([3000, 2500, 2500, 1500, 500], 10_000)).toEqual(['30.00%', '25.00%', '25.00%', '15.00%', '5.00%']);
  });

  it('adds up to 100.00% where rounding each alone would not', () => {
    // Thirds: 33.33% three times is 99.99%; the leftover 0.01% goes to the first on a tie.
    expect(oddsPercents([1, 1, 1], 3)).toEqual(['33.34%', '33.33%', '33.33%']);
    // Sixths: 16.666…% rounded alone is 16.67% ×6 = 100.02%.
    const sixths = oddsPercents([1, 1, 1, 1, 1, 1], 6);
    expect(total(sixths)).toBe(10_000);
    expect(sixths).toEqual(['16.67%', '16.67%', '16.67%', '16.67%', '16.66%', '16.66%']);
    // The largest remainder wins the leftover, not the largest weight.
    expect(oddsPercents([2, 1], 7)).toEqual(['28.57%', '14.29%']);
    for (const weights of [[7, 11, 13], [1, 999_999], [3, 3, 3, 3, 3, 3, 3], [1, 2, 3, 4, 5, 6, 7, 8, 9]]) {
      expect(total(oddsPercents(weights, weights.reduce((a, b) => a + b, 0)))).toBe(10_000);
    }
  });

  it('keeps a prize of weight 0 at 0.00%; a tiny chance may print as 0.00% so the rest adds up', () => {
    expect(oddsPercents([0, 1, 999_999], 1_000_000)).toEqual(['0.00%', '0.00%', '100.00%']);
    expect(oddsPercents([0, 5000, 5000], 10_000)).toEqual(['0.00%', '50.00%', '50.00%']);
  });

  it('has no odds without a total', () => {
    expect(oddsPercents([1, 2], 0)).toEqual([null, null]);
    expect(oddsPercents([], 10)).toEqual([]);
  });
});
