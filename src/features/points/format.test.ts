import { describe, expect, it } from 'vitest';
import { previewCoin } from './format.ts';

describe('previewCoin', () => {
  const rate = { pointsPerPeso: 10, minPoints: 100 };
  it('shows the coin of an exchange the server would take', () => {
    expect(previewCoin('100', rate)).toBe(1000);
    expect(previewCoin(' 2500 ', rate)).toBe(25_000);
  });
  it('shows nothing for an entry it would refuse', () => {
    for (const text of ['', '90', '105', '1e3', '-100', '100.5', 'abc', '1234567890']) expect(previewCoin(text, rate)).toBeNull();
  });
});
