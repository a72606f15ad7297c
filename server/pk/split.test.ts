import { describe, expect, it } from 'vitest';
import { pkShare, pkSplit, pkWinner } from './split.ts';

describe('red versus blue: the split (docs/pk.md "Prizes")', () => {
  const terms = { pool: 1000_00, capPerPlayer: 400_00, tieRule: 'split' as const };

  it('the higher score wins; equal scores tie', () => {
    expect(pkWinner(2, 1)).toBe('red');
    expect(pkWinner(1, 2)).toBe('blue');
    expect(pkWinner(0, 0)).toBe('tie');
  });

  it('pays the winning camp pro rata, floored, capped; the loser and zero contributions get nothing', () => {
    const { winner, red, blue, prizes } = pkSplit(
      [
        { userId: 1, camp: 'red', contribution: 600 },
        { userId: 2, camp: 'red', contribution: 300 },
        { userId: 3, camp: 'red', contribution: 100 },
        { userId: 4, camp: 'red', contribution: 0 },
        { userId: 5, camp: 'blue', contribution: 999 },
      ],
      terms,
    );
    expect({ winner, red, blue }).toEqual({ winner: 'red', red: 1000, blue: 999 });
    // 60% of ₱1,000 is capped at ₱400; 30% and 10% are paid in full.
    expect(prizes).toEqual([
      { userId: 1, prize: 400_00 },
      { userId: 2, prize: 300_00 },
      { userId: 3, prize: 100_00 },
    ]);
  });

  it('floors each share so the prizes never pass the pool', () => {
    const { prizes } = pkSplit(
      [1, 2, 3].map((userId) => ({ userId, camp: 'blue' as const, contribution: 1 })),
      { pool: 100, capPerPlayer: 100, tieRule: 'none' },
    );
    expect(prizes.map((p) => p.prize)).toEqual([33, 33, 33]);
  });

  it('a tie splits over both camps, or pays nobody, as the round says', () => {
    const entries = [
      { userId: 1, camp: 'red' as const, contribution: 500 },
      { userId: 2, camp: 'blue' as const, contribution: 500 },
    ];
    expect(pkSplit(entries, terms).prizes).toEqual([
      { userId: 1, prize: 400_00 },
      { userId: 2, prize: 400_00 },
    ]);
    expect(pkSplit(entries, { ...terms, tieRule: 'none' }).prizes).toEqual([]);
  });

  it('stays exact past 2^53', () => {
    expect(pkShare(9_000_000_000_000, 9_000_000_000_001, { pool: 1_000_000_000, capPerPlayer: 1_000_000_000 })).toBe(999_999_999);
  });
});
