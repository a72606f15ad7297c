import { describe, expect, it } from 'vitest';
import { ActivityId } from '../../../contract/enums.ts';
import { canOpen, pageOf } from './promotionTargets.ts';

describe('what a promotion in the bonus centre opens', () => {
  it('opens every activity the seed runs for a player: its page, or its popup (download, first-deposit tips, bankrupt relief)', () => {
    // The seeded running list (activityGetStatusList for a new player).
    const seeded = [32, 60, 25, 47, 44, 36, 45, 15, 12, 56, 9, 46];
    expect(seeded.filter((type) => !canOpen(type))).toEqual([]);
    expect(pageOf[ActivityId.Download]).toBe('/download');
    expect(pageOf[ActivityId.FirstDepositTips]).toBeUndefined();
    expect(pageOf[ActivityId.Bankrupt]).toBeUndefined();
    // Issue 30: the red-packet rain's schedule and the coin pusher have pages of their own.
    expect(pageOf[ActivityId.MoneyRain]).toBe('/activity/red-packet-rain');
    expect(pageOf[ActivityId.CoinPusher]).toBe('/activity/coin-pusher');
    // Issue 32: red versus blue's round page.
    expect(pageOf[ActivityId.RedPKBlue]).toBe('/activity/redpkblue');
  });

  it('lists no activity that has neither a page nor a popup yet', () => {
    expect(canOpen(ActivityId.Fund)).toBe(false);
    expect(canOpen(999)).toBe(false);
  });
});
