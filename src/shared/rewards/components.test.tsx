import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import './i18n.ts';
import { RebateAmount } from './RebateAmounts.tsx';
import { RewardItems } from './RewardItems.tsx';
import { VipPerks } from './VipPerks.tsx';

beforeAll(() => {
  initI18n();
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('RewardItems', () => {
  it('shows coin as floored pesos, points and diamonds as counts, coupons as percent', () => {
    const html = text(
      renderToStaticMarkup(
        createElement(RewardItems, {
          items: [
            { propId: 2001, count: 5099 },
            { propId: 2002, count: 30 },
            { propId: 60001, count: 1200 },
            { propId: 1010, count: 1 },
            { propId: 1205, count: 2 },
          ],
        }),
      ),
    );
    expect(html).toContain('₱50');
    expect(html).not.toContain('₱51');
    expect(html).toContain('30 points');
    expect(html).toContain('1,200 diamonds');
    expect(html).toContain('10% coupon');
    expect(html).toContain('2 × 5% coupon');
  });
});

describe('VipPerks', () => {
  it("lists each level's perks with rebate rates as percent (2 decimals) and marks the player's level", () => {
    const level = (n: number, bps: number) => ({
      level: n,
      experience: n * 1000,
      betLimit: n * 100_000,
      dailyAward: n ? [{ propId: 2001, count: n * 500 }] : [],
      levelUpBonus: n ? [{ propId: 2001, count: n * 1000 }] : [],
      signInAward: [],
      rebateBps: { '1': bps },
      showType: 1,
    });
    const html = renderToStaticMarkup(createElement(VipPerks, { levels: [level(0, 0), level(1, 25), level(2, 125)], current: 1 }));
    const plain = text(html);
    expect(plain).toContain('VIP 0');
    expect(plain).toContain('0.25%');
    expect(plain).toContain('1.25%');
    expect(plain).toContain('₱10');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
  });
});

describe('RebateAmount (issue 26: no ₱0 prize)', () => {
  const shown = (props: Parameters<typeof RebateAmount>[0]) => text(renderToStaticMarkup(createElement(RebateAmount, props))).trim();

  it('under ₱1 says what accrued and from when it can be claimed, in centavos', () => {
    expect(shown({ claimable: 0, accrued: 40, minClaim: 100 })).toBe('₱0.40 accrued — claimable from ₱1');
    expect(shown({ claimable: 0, accrued: 40, minClaim: 100, total: true })).toBe('₱0.40 accrued — claimable from ₱1');
    expect(shown({ claimable: 0, accrued: 0, minClaim: 100 })).toBe('₱0 accrued — claimable from ₱1');
  });

  it('from ₱1 shows what a claim pays, in whole pesos as everywhere', () => {
    expect(shown({ claimable: 149, accrued: 149, minClaim: 100 })).toBe('Claimable ₱1');
    expect(shown({ claimable: 12_345, accrued: 12_345, minClaim: 100, total: true })).toBe('Claimable now: ₱123');
  });
});
