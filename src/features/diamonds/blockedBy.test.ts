import { describe, expect, it } from 'vitest';
import { blockedBy } from './blockedBy.ts';

const item = { price: 60, stock: null, dailyLimit: null, totalLimit: null, boughtToday: 0, boughtTotal: 0 };

describe('blockedBy (the mall card button)', () => {
  it('judges "not enough" by the best price the player\'s coupons reach', () => {
    expect(blockedBy(item, 59)).toBe('notEnough');
    // 25% off 60: 45 to pay.
    expect(blockedBy(item, 45, [{ percent: 10 }, { percent: 25 }])).toBeNull();
    expect(blockedBy(item, 44, [{ percent: 25 }])).toBe('notEnough');
    expect(blockedBy(item, 60)).toBeNull();
  });

  it('sold out and limits come first, whatever the diamonds', () => {
    expect(blockedBy({ ...item, stock: 0 }, 1000)).toBe('soldOut');
    expect(blockedBy({ ...item, dailyLimit: 1, boughtToday: 1 }, 1000)).toBe('limit');
    expect(blockedBy({ ...item, totalLimit: 2, boughtTotal: 2 }, 0)).toBe('limit');
  });
});
