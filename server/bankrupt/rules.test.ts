import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { claimRefusal, currentEpisode, manilaDayOf, nextAward, notBankrupt, windowEnd, type Snapshot } from './rules.ts';
import type { BankruptSettings } from './settings.ts';

const settings: BankruptSettings = {
  threshold: 100,
  claimMs: 30 * 60_000,
  awards: [
    { id: 1, validBet: 10_000, propId: 2001, count: 1_000 },
    { id: 2, validBet: 50_000, propId: 2001, count: 2_000 },
  ],
  wagering: 1,
  maxPerDay: 2,
};

// 2026-11-25 12:00 Manila.
const NOON = Date.UTC(2026, 10, 25, 4);
const broke = (over: Partial<Snapshot> = {}): Snapshot => ({
  now: NOON,
  claimed: new Set(),
  coin: 0,
  todayRounds: 3,
  todayValidBet: 15_000,
  cashingOut: false,
  withheld: false,
  lossLimitReached: false,
  hasDeposit: true,
  latest: null,
  ...over,
});

describe('the bankruptcy gift rules', () => {
  it('Manila days: 23:59:59.999 and 00:00:00 are two days', () => {
    const midnight = Date.UTC(2026, 10, 25, 16); // 2026-11-26 00:00 Manila
    expect(manilaDayOf(midnight - 1)).toMatchObject({ key: '2026-11-25', end: midnight, yesterday: '2026-11-24' });
    expect(manilaDayOf(midnight)).toMatchObject({ key: '2026-11-26', start: midnight, yesterday: '2026-11-25' });
  });

  it('bankrupt: below the threshold after play today; each reason refused in order', () => {
    expect(notBankrupt(settings, broke())).toBeNull();
    expect(notBankrupt(settings, broke({ coin: 99 }))).toBeNull();
    expect(notBankrupt(settings, broke({ coin: 100 }))).toMatchObject({ errcode: Errcode.bankruptNotEligible, msg: MessageKey.bankruptNotBankrupt });
    expect(notBankrupt(settings, broke({ cashingOut: true }))).toMatchObject({ msg: MessageKey.bankruptNotBankrupt });
    expect(notBankrupt(settings, broke({ hasDeposit: false, coin: 500 }))).toMatchObject({ msg: MessageKey.bankruptNeedsDeposit });
    expect(notBankrupt(settings, broke({ lossLimitReached: true, hasDeposit: false }))).toMatchObject({ msg: MessageKey.bankruptLossLimit });
    expect(notBankrupt(settings, broke({ withheld: true, lossLimitReached: true }))).toMatchObject({ msg: MessageKey.bankruptProtected });
    expect(notBankrupt(settings, broke({ todayRounds: 0 }))).toMatchObject({ msg: MessageKey.bankruptNotBankrupt });
    // A bankruptcy yesterday and no play today: the day's gift ended.
    const yesterday = { id: 1, day: '2026-11-24', roundsAtStart: 3, claimUntil: NOON - 12 * 3600_000 };
    expect(notBankrupt(settings, broke({ todayRounds: 0, latest: yesterday }))).toMatchObject({ errcode: Errcode.bankruptEnded, msg: MessageKey.bankruptDayEnded });
  });

  it('the current bankruptcy is the latest of today with no round since; its window, or one starting now', () => {
    const latest = { id: 7, day: '2026-11-25', roundsAtStart: 3, claimUntil: NOON + 60_000 };
    expect(currentEpisode(broke({ latest }))).toBe(latest);
    expect(currentEpisode(broke({ latest, todayRounds: 4 }))).toBeNull();
    expect(windowEnd(settings, broke({ latest }))).toBe(NOON + 60_000);
    expect(windowEnd(settings, broke({ latest, todayRounds: 4 }))).toBe(NOON + settings.claimMs);
    // Never past midnight.
    const late = Date.UTC(2026, 10, 25, 15, 50); // 23:50 Manila
    expect(windowEnd(settings, broke({ now: late }))).toBe(Date.UTC(2026, 10, 25, 16));
  });

  it('a claim: claimed first, then the player, the cap, the window, the bets (with how much more), the order', () => {
    const [first, second] = settings.awards as [(typeof settings.awards)[0], (typeof settings.awards)[0]];
    expect(claimRefusal(settings, broke(), first)).toBeNull();
    expect(claimRefusal(settings, broke({ claimed: new Set([1]), coin: 5_000 }), first)).toMatchObject({ errcode: Errcode.bankruptAlreadyClaimed });
    expect(claimRefusal(settings, broke({ coin: 5_000 }), first)).toMatchObject({ errcode: Errcode.bankruptNotEligible });
    expect(claimRefusal(settings, broke({ claimed: new Set([1]) }), second)).toMatchObject({ errcode: Errcode.bankruptNeedsValidBet, params: { more: 350 } });
    expect(claimRefusal(settings, broke({ todayValidBet: 60_000 }), second)).toMatchObject({ errcode: Errcode.bankruptNotEligible, msg: MessageKey.bankruptEarlierFirst });
    expect(claimRefusal(settings, broke({ claimed: new Set([1]), todayValidBet: 49_950 }), second)).toMatchObject({ params: { more: 1 } });
    expect(claimRefusal({ ...settings, maxPerDay: 1 }, broke({ claimed: new Set([1]), todayValidBet: 60_000 }), second)).toMatchObject({ errcode: Errcode.bankruptEnded, msg: MessageKey.bankruptDailyCap });
    const over = { id: 7, day: '2026-11-25', roundsAtStart: 3, claimUntil: NOON };
    expect(claimRefusal(settings, broke({ latest: over }), first)).toEqual({ errcode: Errcode.bankruptEnded });
    expect(nextAward(settings, broke({ claimed: new Set([1]) }))).toBe(second);
    expect(nextAward(settings, broke({ claimed: new Set([1, 2]) }))).toBeUndefined();
  });
});
