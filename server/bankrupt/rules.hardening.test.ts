import { describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import { claimRefusal, type Snapshot } from './rules.ts';
import type { BankruptSettings } from './settings.ts';

/** The bankruptcy gift's bet requirement at its edge (docs/mutation-hardening.md): exactly the valid bet asked is enough. */
const settings: BankruptSettings = {
  threshold: 100,
  claimMs: 30 * 60_000,
  awards: [{ id: 1, validBet: 10_000, propId: 2001, count: 1_000 }],
  wagering: 1,
  maxPerDay: 2,
};
const NOON = Date.UTC(2026, 10, 25, 4); // 12:00 Manila
const broke = (todayValidBet: number): Snapshot => ({
  now: NOON,
  claimed: new Set(),
  coin: 0,
  todayRounds: 3,
  todayValidBet,
  cashingOut: false,
  withheld: false,
  lossLimitReached: false,
  hasDeposit: true,
  latest: null,
});

describe('the bankruptcy gift: the valid bet asked', () => {
  it('exactly ₱100 of valid bets claims the ₱100 award; a centavo less is told ₱1 more', () => {
    const award = settings.awards[0]!;
    expect(claimRefusal(settings, broke(10_000), award)).toBeNull();
    expect(claimRefusal(settings, broke(9_999), award)).toEqual({ errcode: Errcode.bankruptNeedsValidBet, params: { more: 1 } });
  });
});
