import { describe, expect, it } from 'vitest';
import { formatAmount, formatPeso, formatPrizeAmount, formatPrizePeso, formatSignedPeso, toWholeCoins } from './amount.ts';

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

describe('formatPeso', () => {
  it('writes every amount as ₱ and whole pesos with thousands separators', () => {
    expect(formatPeso(15000)).toBe('₱150');
    expect(formatPeso(105000)).toBe('₱1,050');
    expect(formatPeso(123456789)).toBe('₱1,234,567');
    expect(formatPeso(0)).toBe('₱0');
  });

  it('floors, never showing more than there is', () => {
    expect(formatPeso(250)).toBe('₱2');
    expect(formatPeso(99)).toBe('₱0');
  });

  it('puts the minus before the peso sign', () => {
    expect(formatPeso(-15000)).toBe('−₱150');
    expect(formatPeso(-123456700)).toBe('−₱1,234,567');
  });

  it('prints ₱0 for non-numbers', () => {
    expect(formatPeso(Number.NaN)).toBe('₱0');
  });
});

describe('formatSignedPeso', () => {
  it('signs gains and losses', () => {
    expect(formatSignedPeso(500)).toBe('+₱5');
    expect(formatSignedPeso(-500)).toBe('−₱5');
    expect(formatSignedPeso(-123456700)).toBe('−₱1,234,567');
  });

  it('floors the size, so a loss of ₱2.50 reads −₱2', () => {
    expect(formatSignedPeso(-250)).toBe('−₱2');
    expect(formatSignedPeso(250)).toBe('+₱2');
  });

  it('never shows −₱0 or +₱0', () => {
    expect(formatSignedPeso(0)).toBe('₱0');
    expect(formatSignedPeso(-50)).toBe('₱0');
    expect(formatSignedPeso(99)).toBe('₱0');
    expect(formatSignedPeso(Number.NaN)).toBe('₱0');
  });
});

describe('formatPrizePeso (issue 26: no prize reads ₱0)', () => {
  it('shows centavos under one peso, whole pesos from one peso on', () => {
    expect(formatPrizePeso(40)).toBe('₱0.40');
    expect(formatPrizePeso(1)).toBe('₱0.01');
    expect(formatPrizePeso(99)).toBe('₱0.99');
    expect(formatPrizePeso(0)).toBe('₱0');
    expect(formatPrizePeso(100)).toBe('₱1');
    expect(formatPrizePeso(14_999)).toBe('₱149');
    expect(formatPrizePeso(105_000)).toBe('₱1,050');
  });

  it('without the sign, and never NaN', () => {
    expect(formatPrizeAmount(40)).toBe('0.40');
    expect(formatPrizeAmount(12_345)).toBe('123');
    expect(formatPrizeAmount(Number.NaN)).toBe('0');
    expect(formatPrizePeso(-150)).toBe('−₱2');
  });
});
