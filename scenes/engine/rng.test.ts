import { describe, expect, it } from 'vitest';
import { seededRng } from './rng.ts';

describe('seededRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRng(seed).next);
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });

  it('stays in [0, 1) and int() covers its inclusive range', () => {
    const rng = seededRng(42);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      seen.add(rng.int(3, 6));
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(() => rng.int(2, 1)).toThrow(RangeError);
  });
});
