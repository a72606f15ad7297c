import { describe, expect, it } from 'vitest';
import { typedPesos } from '../../../features/wallet/channels.ts';
import { hundredthsText, typedHundredths, typedMultiple, typedWhole } from './typedAmount.ts';

describe('typedHundredths', () => {
  it('reads typed pesos like the wallet does, exactly', () => {
    expect(typedHundredths('1,500')).toBe(150_000);
    expect(typedHundredths('₱20')).toBe(2000);
    expect(typedHundredths('0')).toBe(0);
    expect(typedHundredths('999999999')).toBe(99_999_999_900);
  });
  it("reads every text as the wallet's amount field does", () => {
    for (const text of ['1,500', ' 20 ', '₱20', '₱ 20', '0', '007', '1 000', '', 'abc', '0.29', '-5', '1e3', '₱₱5', '1234567890', '999999999']) {
      const pesos = typedPesos(text);
      expect(typedHundredths(text), text).toBe(pesos === null ? null : pesos * 100);
    }
  });
  it('refuses what is not whole pesos', () => {
    for (const text of ['', 'abc', '0.29', '1.5', '-5', '1e3', '.5']) expect(typedHundredths(text)).toBeNull();
  });
  it('writes hundredths back as the field shows them', () => {
    expect(hundredthsText(150_000)).toBe('1500');
    expect(hundredthsText(150_050)).toBe('1500.50');
    expect(typedHundredths(hundredthsText(5_000_000))).toBe(5_000_000);
  });
});

describe('typedWhole', () => {
  it('reads whole numbers only', () => {
    expect(typedWhole(' 24 ')).toBe(24);
    expect(typedWhole('0')).toBe(0);
    for (const text of ['', '1.5', '-1', 'x']) expect(typedWhole(text)).toBeNull();
  });
});

describe('typedMultiple', () => {
  it('reads a turnover multiple from 0 to 100 with at most two decimals', () => {
    expect(['0', '1', ' 1.5 ', '2.25', '100'].map(typedMultiple)).toEqual([0, 1, 1.5, 2.25, 100]);
    expect(['', '-1', '1.234', '100.01', '1e2', 'x', '1,5'].map(typedMultiple)).toEqual([null, null, null, null, null, null, null]);
  });
});
