import { describe, expect, it } from 'vitest';
import type { OwnedProp } from '../../../contract/index.ts';
import { couponBonusFor, usableCoupons } from './depositCoupons.ts';

const prop = (id: number, percent: number, status: OwnedProp['status'] = 'active', expiresAt: number | null = null): OwnedProp => ({ id, propId: 1000 + percent, percent, status, expiresAt, createdAt: 0 });

describe('coupons on the deposit form', () => {
  it('offers only active, unexpired deposit coupons, the best first, then the soonest to expire', () => {
    const now = 1_000;
    const list = [prop(1, 10, 'used'), prop(2, 5, 'active', 2_000), prop(3, 0), prop(4, 20, 'active', 999), prop(5, 10, 'active', 5_000), prop(6, 10, 'active', 3_000), prop(7, 5, 'expired')];
    expect(usableCoupons(list, now).map((p) => p.id)).toEqual([6, 5, 2]);
  });
  it("shows the server's bonus: percent of the amount, floored, at most the cap (its default when the config has none)", () => {
    expect(couponBonusFor(100_000, prop(1, 10), 50_000)).toBe(10_000);
    expect(couponBonusFor(1_000_000, prop(1, 10), 50_000)).toBe(50_000);
    expect(couponBonusFor(1_000_000, prop(1, 10), undefined)).toBe(50_000);
    expect(couponBonusFor(333, prop(1, 10), 50_000)).toBe(33);
    expect(couponBonusFor(null, prop(1, 10), 50_000)).toBe(0);
    expect(couponBonusFor(100_000, undefined, 50_000)).toBe(0);
  });
});
