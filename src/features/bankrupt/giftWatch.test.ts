import { describe, expect, it } from 'vitest';
import { awardLine, clock, crossedBelow, giftOf, serverNow, shouldShow, type GiftInfo } from './giftWatch.ts';

const award = (id: number, over: Partial<GiftInfo['awardList'][number]> = {}) => ({ id, propId: 2001, count: 1000 * id, canReceive: false, isReceived: false, validBet: 10_000 * id, ...over });
const NOW = 1_800_000_000_000;
const info = (over: Partial<GiftInfo> = {}): GiftInfo => ({
  bankrupt: true,
  canReceiveLastMs: NOW + 30 * 60_000,
  gift2LastMs: NOW + 3_600_000,
  currBet: 15_000,
  validBet: 10_000,
  awardList: [award(1, { canReceive: true }), award(2)],
  threshold: 100,
  serverTime: NOW,
  ...over,
});

describe('the bankruptcy gift popup: when it asks and shows', () => {
  it('asks again when the coin falls below the threshold, not while it stays there or above', () => {
    expect(crossedBelow(150, 0, 100)).toBe(true);
    expect(crossedBelow(100, 99, 100)).toBe(true);
    expect(crossedBelow(0, 0, 100)).toBe(false);
    expect(crossedBelow(500, 100, 100)).toBe(false);
    expect(crossedBelow(null, 0, 100)).toBe(false);
    expect(crossedBelow(150, 0, null)).toBe(false);
  });

  it('follows the server clock: a phone two minutes behind still sees the window open and counts to the server', () => {
    const gift = giftOf(info(), NOW - 120_000);
    expect(serverNow(gift, NOW - 120_000)).toBe(NOW);
    expect(shouldShow(gift, NOW - 120_000 + 29 * 60_000, null)).toBe(true);
    expect(shouldShow(gift, NOW - 120_000 + 30 * 60_000, null)).toBe(false);
  });

  it('shows while bankrupt with a gift left; with one claimable every time, with gifts only waiting once per bankruptcy', () => {
    const now = NOW;
    expect(shouldShow(giftOf(info(), now), now, String(NOW + 30 * 60_000))).toBe(true);
    const waiting = giftOf(info({ awardList: [award(1, { isReceived: true }), award(2)] }), now);
    expect(shouldShow(waiting, now, null)).toBe(true);
    expect(shouldShow(waiting, now, String(NOW + 30 * 60_000))).toBe(false);
    expect(shouldShow(giftOf(info({ bankrupt: false, canReceiveLastMs: 0 }), now), now, null)).toBe(false);
    expect(shouldShow(giftOf(info({ awardList: [award(1, { isReceived: true }), award(2, { isReceived: true })] }), now), now, null)).toBe(false);
  });

  it('each award: claim, claimed, bet ₱X more, or not yet', () => {
    expect(awardLine(award(1, { canReceive: true }), 15_000)).toEqual({ kind: 'claimable' });
    expect(awardLine(award(1, { isReceived: true }), 15_000)).toEqual({ kind: 'claimed' });
    expect(awardLine(award(5), 15_000)).toEqual({ kind: 'betMore', more: 35_000 });
    expect(awardLine(award(1), 15_000)).toEqual({ kind: 'notYet' });
  });

  it('counts down as m:ss, then h:mm:ss, never below 0:00', () => {
    expect(clock(29 * 60_000 + 5_000)).toBe('29:05');
    expect(clock(3_600_000 + 61_000)).toBe('1:01:01');
    expect(clock(400)).toBe('0:01');
    expect(clock(-5)).toBe('0:00');
  });
});
