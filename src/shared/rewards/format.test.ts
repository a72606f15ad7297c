import { describe, expect, it } from 'vitest';
import { betToReach, bpsToPercent, itemText, levelProgress } from './format.ts';

describe('bpsToPercent', () => {
  it('shows basis points as a percent with two decimals', () => {
    expect(bpsToPercent(125)).toBe('1.25%');
    expect(bpsToPercent(5)).toBe('0.05%');
    expect(bpsToPercent(100)).toBe('1.00%');
    expect(bpsToPercent(0)).toBe('0.00%');
    expect(bpsToPercent(1050)).toBe('10.50%');
  });
  it('never shows a broken number', () => {
    expect(bpsToPercent(Number.NaN)).toBe('0.00%');
    expect(bpsToPercent(-3)).toBe('0.00%');
  });
});

describe('itemText', () => {
  it('shows coin and jackpot prizes as floored pesos, others as counts, coupons as percent', () => {
    expect(itemText(2001, 5099)).toEqual({ key: 'coin', amount: '₱50' });
    expect(itemText(2001, 40)).toEqual({ key: 'coin', amount: '₱0.40' });
    expect(itemText(50004, 8700)).toEqual({ key: 'jackpot', amount: '₱87' });
    expect(itemText(2002, 30)).toEqual({ key: 'points', amount: '30' });
    expect(itemText(60001, 1200)).toEqual({ key: 'diamond', amount: '1,200' });
    expect(itemText(1020, 1)).toEqual({ key: 'coupon', amount: '', percent: 20 });
    expect(itemText(1010, 2)).toEqual({ key: 'coupon', amount: '2', percent: 10 });
    expect(itemText(100_002, 1)).toEqual({ key: 'diamondCoupon', amount: '', percent: 10 });
    expect(itemText(110_002, 1)).toEqual({ key: 'ticket', amount: '1' });
  });
});

describe('levelProgress', () => {
  it('is the share of the way from this level to the next', () => {
    expect(levelProgress(150, 100, 200)).toBe(50);
    expect(levelProgress(100, 100, 200)).toBe(0);
    expect(levelProgress(199, 100, 200)).toBe(99);
  });
  it('is full at the top and never out of range', () => {
    expect(levelProgress(500, 400, null)).toBe(100);
    expect(levelProgress(50, 100, 200)).toBe(0);
    expect(levelProgress(300, 100, 200)).toBe(100);
  });
});

describe('betToReach', () => {
  const levels = [
    { level: 0, experience: 0 },
    { level: 1, experience: 500 },
  ];
  it('is the experience left, in hundredths of pesos', () => {
    expect(betToReach(levels, 1, 120)).toBe(38_000);
    expect(betToReach(levels, 1, 600)).toBe(0);
    expect(betToReach(levels, 2, 0)).toBeNull();
  });
});
