import { describe, expect, it } from 'vitest';
import { couponPercent, isCoupon, isOwnedProp, isTicket, PropId } from './enums.ts';

describe('coupon and ticket prop ids (spec §3)', () => {
  it('coupons show as the percent above their range base', () => {
    expect([1001, 1010, 1099, 1201, 1250, 1299, 1301, 1399].map(couponPercent)).toEqual([1, 10, 99, 1, 50, 99, 1, 99]);
  });

  it('tickets and everything else have no percent', () => {
    for (const id of [1000, 1100, 1200, 1300, 1400, 100_001, 110_005, PropId.coin, PropId.liveness, 1010.5, -1001]) expect(couponPercent(id)).toBe(0);
  });

  it('ranges: coupons, tickets, and what a player owns as rows', () => {
    expect([1001, 1099, 1201, 1399].every(isCoupon)).toBe(true);
    expect([1000, 1100, 1200, 1300, 1400, 100_001].some(isCoupon)).toBe(false);
    expect([100_001, 100_005, 110_001, 110_005].every(isTicket)).toBe(true);
    expect([100_000, 100_006, 110_000, 110_006, 1001].some(isTicket)).toBe(false);
    expect(isOwnedProp(1050) && isOwnedProp(110_003)).toBe(true);
    expect([PropId.coin, PropId.points, PropId.diamond, PropId.liveness, PropId.jackpotMega].some(isOwnedProp)).toBe(false);
  });
});
