import { describe, expect, it } from 'vitest';
import { formatAmount, toWholeCoins } from './amount.ts';

describe('formatAmount', () => {
  it('floors hundredths to whole coins', () => {
    expect(formatAmount(5000)).toBe('50');
    expect(formatAmount(5099)).toBe('50');
    expect(formatAmount(99)).toBe('0');
    expect(formatAmount(0)).toBe('0');
  });

  it('groups thousands the en-PH way', () => {
    expect(formatAmount(105000)).toBe('1,050');
    expect(formatAmount(123456789)).toBe('1,234,567');
    expect(formatAmount(100_000_000_00)).toBe('100,000,000');
  });

  it('floors towards minus infinity for negative values', () => {
    expect(toWholeCoins(-150)).toBe(-2);
  });

  it('treats non-numbers as zero instead of printing NaN', () => {
    expect(formatAmount(Number.NaN)).toBe('0');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
