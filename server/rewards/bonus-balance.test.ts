import { describe, expect, it } from 'vitest';
import { splitStake } from './bonus-balance.ts';

describe('splitStake: cash first, a win in the stake’s proportions', () => {
  it('a stake within the cash leaves the bonus as it was, win or lose', () => {
    expect(splitStake([50_000], { stake: 1_000, win: 0, coinBefore: 100_000 })).toEqual([50_000]);
    expect(splitStake([50_000], { stake: 1_000, win: 30_000, coinBefore: 100_000 })).toEqual([50_000]);
  });

  it('with no cash, the bonus stakes and its win is bonus', () => {
    expect(splitStake([50_000], { stake: 1_000, win: 0, coinBefore: 50_000 })).toEqual([49_000]);
    expect(splitStake([50_000], { stake: 1_000, win: 3_000, coinBefore: 50_000 })).toEqual([52_000]);
  });

  it('a stake across cash and bonus splits its win the same way, the remainder to the cash', () => {
    // ₱3 of cash, ₱7 of bonus staked; a ₱10.01 win: 7.007 → 7.00 bonus, the rest cash.
    expect(splitStake([50_000], { stake: 1_000, win: 1_001, coinBefore: 50_300 })).toEqual([50_000 - 700 + 700]);
    expect(splitStake([50_000], { stake: 1_000, win: 0, coinBefore: 50_300 })).toEqual([49_300]);
  });

  it('takes the oldest bonus first and shares the win by what each staked', () => {
    expect(splitStake([300, 5_000], { stake: 1_000, win: 2_000, coinBefore: 5_300 })).toEqual([600, 5_700]);
  });

  it('a win staked by bonuses alone is theirs to the last hundredth (the division’s remainder to the oldest)', () => {
    // 10 shared 1:2 is 3.33 and 6.67: 4 and 6, none lost.
    expect(splitStake([1, 2], { stake: 3, win: 10, coinBefore: 3 })).toEqual([4, 6]);
  });

  it('never leaves more bonus than coin, and never a negative balance', () => {
    for (let round = 0; round < 2_000; round++) {
      const balances = [Math.floor(Math.random() * 5_000), Math.floor(Math.random() * 5_000)];
      const coinBefore = balances[0]! + balances[1]! + Math.floor(Math.random() * 3_000);
      const stake = 1 + Math.floor(Math.random() * coinBefore);
      const win = Math.random() < 0.5 ? 0 : Math.floor(Math.random() * 50_000);
      const after = splitStake(balances, { stake, win, coinBefore });
      expect(after.every((b) => b >= 0)).toBe(true);
      expect(after.reduce((s, b) => s + b, 0)).toBeLessThanOrEqual(coinBefore - stake + win);
    }
  });

  it('a round with no stake changes nothing', () => {
    expect(splitStake([100], { stake: 0, win: 500, coinBefore: 100 })).toEqual([100]);
  });
});
