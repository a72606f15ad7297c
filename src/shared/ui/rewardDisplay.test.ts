import { describe, expect, it } from 'vitest';
import { couponPercent, isCoupon, isTicket, PropId } from '../../../contract/enums.ts';
import { diamondCouponPercent } from '../../../contract/diamondCoupons.ts';
import { rewardDisplay } from './rewardDisplay.ts';

describe('rewardDisplay', () => {
  it('coins are hundredths, floored to whole coins', () => {
    expect(rewardDisplay(PropId.coin, 123_499)).toEqual({ nameKey: 'coin', amount: '1,234' });
    expect(rewardDisplay(PropId.coin, 99)).toEqual({ nameKey: 'coin', amount: '0.99' });
  });

  it('counts are floored', () => {
    expect(rewardDisplay(PropId.points, 12.9)).toEqual({ nameKey: 'points', amount: '12' });
    expect(rewardDisplay(PropId.diamond, 3)).toEqual({ nameKey: 'diamond', amount: '3' });
    expect(rewardDisplay(777, 2)).toEqual({ nameKey: 'item', amount: '2' });
  });

  it('coupons show their percent (by prop id, spec §3) and how many; tickets a count; jackpot prizes an amount', () => {
    expect(rewardDisplay(1010, 1)).toEqual({ nameKey: 'coupon', amount: '', percent: 10 });
    expect(rewardDisplay(1205, 3)).toEqual({ nameKey: 'coupon', amount: '3', percent: 5 });
    expect(rewardDisplay(110_003, 5)).toEqual({ nameKey: 'ticket', amount: '5' });
    expect(rewardDisplay(100_002, 1)).toEqual({ nameKey: 'diamondCoupon', amount: '', percent: 10 });
    expect(rewardDisplay(100_005, 2)).toEqual({ nameKey: 'diamondCoupon', amount: '2', percent: 25 });
    expect(rewardDisplay(PropId.jackpotMega, 500_000)).toEqual({ nameKey: 'jackpot', amount: '5,000' });
  });

  it('agrees with the contract on every coupon and ticket id', () => {
    for (let id = 1000; id <= 1400; id += 1) {
      const shown = rewardDisplay(id, 1);
      expect(shown.nameKey === 'coupon', String(id)).toBe(isCoupon(id));
      if (isCoupon(id)) expect(shown.percent).toBe(couponPercent(id));
    }
    for (const id of [100_000, 100_001, 100_005, 100_006, 110_001, 110_005, 110_006]) expect(['ticket', 'diamondCoupon'].includes(rewardDisplay(id, 1).nameKey), String(id)).toBe(isTicket(id));
    for (let id = 99_999; id <= 100_006; id += 1) expect(rewardDisplay(id, 1).percent ?? 0, String(id)).toBe(diamondCouponPercent(id));
  });
});
