import { describe, expect, it } from 'vitest';
import { bestPrice, heldCoupon, priceWith } from './couponPrice.ts';

const coupons = [
  { id: 7, percent: 10 },
  { id: 9, percent: 25 },
];

describe('coupon prices (the server charges the same: contract/diamondCoupons.ts)', () => {
  it('prices with the chosen coupon, or the list price with none or one not held', () => {
    expect(priceWith(60, coupons, 7)).toEqual({ discount: 6, paid: 54 });
    expect(priceWith(60, coupons, null)).toEqual({ discount: 0, paid: 60 });
    expect(priceWith(60, coupons, 8)).toEqual({ discount: 0, paid: 60 });
  });

  it('the best price is the largest discount, floored, never below one diamond', () => {
    expect(bestPrice(10, coupons)).toBe(8);
    expect(bestPrice(10, [])).toBe(10);
    expect(bestPrice(1, coupons)).toBe(1);
  });

  it('a chosen coupon the reloaded list no longer holds (used or expired meanwhile) is no choice', () => {
    expect(heldCoupon(coupons, 9)).toBe(9);
    expect(heldCoupon([coupons[0]!], 9)).toBeNull();
    expect(heldCoupon(coupons, null)).toBeNull();
  });
});
