import { describe, expect, it } from 'vitest';
import { checkLimit } from './limitCheck.ts';

describe("what an operator may set as a player's limit", () => {
  it('lowers or keeps a limit in force, in pesos or minutes', () => {
    expect(checkLimit('500', false, 100_000)).toEqual({ problem: null, amount: 50_000 });
    expect(checkLimit('1000', false, 100_000)).toEqual({ problem: null, amount: 100_000 });
    expect(checkLimit('30', true, 60)).toEqual({ problem: null, amount: 30 });
    expect(checkLimit('5000', false, undefined)).toEqual({ problem: null, amount: 500_000 });
  });

  it('says why a higher one is refused instead of sending it, and refuses what is not a whole number', () => {
    expect(checkLimit('1001', false, 100_000)).toEqual({ problem: 'raise', inForce: 100_000 });
    expect(checkLimit('61', true, 60)).toEqual({ problem: 'raise', inForce: 60 });
    for (const typed of ['', '0', '1.5', 'abc', '123456789']) expect(checkLimit(typed, false, 100_000)).toEqual({ problem: 'invalid' });
  });
});
