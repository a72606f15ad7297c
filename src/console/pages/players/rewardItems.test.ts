import { describe, expect, it } from 'vitest';
import { CouponRange, couponPercent, TicketRange } from '../../../../contract/enums.ts';
import { CONSOLE_COUPON_RANGES, rewardItemText } from './rewardItems.ts';

const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;

describe("the console's reward item names", () => {
  it("uses the contract's coupon ranges and percents", () => {
    expect(CONSOLE_COUPON_RANGES.map(({ from, to, base }) => ({ from, to, base }))).toEqual(Object.values(CouponRange).map(({ from, to, base }) => ({ from, to, base })));
    for (const propId of [1001, 1010, 1099, 1205, 1350]) expect(rewardItemText(t, { propId, count: 1 })).toContain(`"percent":${couponPercent(propId)}`);
  });
  it("names tickets by their level within the contract's ranges", () => {
    for (const range of Object.values(TicketRange)) {
      expect(rewardItemText(t, { propId: range.from, count: 2 })).toContain('"level":1');
      expect(rewardItemText(t, { propId: range.to, count: 2 })).toContain('"level":5');
    }
  });
  it('shows pesos for coin and jackpot prizes, counts for the rest', () => {
    expect(rewardItemText(t, { propId: 2001, count: 5000 })).toMatch(/^console-pages:player\.rewards\.items\.coin .*"amount":"₱50\.00"/);
    expect(rewardItemText(t, { propId: 50001, count: 123456 })).toContain('jackpot50001');
    expect(rewardItemText(t, { propId: 2002, count: 100 })).toBe('console-pages:player.rewards.items.points {"count":100}');
    expect(rewardItemText(t, { propId: 9999, count: 1 })).toContain('other');
  });
});
