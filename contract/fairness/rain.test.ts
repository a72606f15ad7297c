import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allocateRain, rainPrizeList, rainRoundMessage } from './rain.ts';
import { WordStream } from './algorithm.ts';

/** Round r of an event's stream, as the server and a verifier compute it (node:crypto here; Web Crypto in a browser). */
const rounds = (seed: string, eventId: number) => (r: number) => new Uint8Array(createHmac('sha256', seed).update(rainRoundMessage(eventId, r)).digest());
const seedOf = (text: string) => createHash('sha256').update(text).digest('hex');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('red-packet rain: the prize list (contract/fairness/rain.ts)', () => {
  it('sums exactly to the budget, every packet at least one centavo, over many seeds and sizes', () => {
    const cases: [number, number][] = [
      [1, 1],
      [1, 100],
      [7, 7],
      [10, 100_00],
      [200, 500_00],
      [999, 1_000],
      [1000, 123_456_700],
      [5000, 1_000_000_000],
    ];
    for (const [i, [count, budget]] of cases.entries()) {
      for (let s = 0; s < 5; s++) {
        const list = rainPrizeList(rounds(seedOf(`case ${i} ${s}`), i + 1), count, budget);
        expect(list).toHaveLength(count);
        expect(sum(list)).toBe(budget);
        expect(Math.min(...list)).toBeGreaterThanOrEqual(1);
        expect(list.every(Number.isSafeInteger)).toBe(true);
      }
    }
  });

  it('is the same list for the same seed and event, another for another seed or event', () => {
    const seed = seedOf('rain vector 1');
    const a = rainPrizeList(rounds(seed, 1), 100, 10_000_00);
    expect(rainPrizeList(rounds(seed, 1), 100, 10_000_00)).toEqual(a);
    expect(rainPrizeList(rounds(seed, 2), 100, 10_000_00)).not.toEqual(a);
    expect(rainPrizeList(rounds(seedOf('rain vector 2'), 1), 100, 10_000_00)).not.toEqual(a);
    // From rounds computed ahead (a browser's worker): the same list.
    const precomputed = Array.from({ length: 40 }, (_, r) => rounds(seed, 1)(r));
    expect(allocateRain(WordStream.fromRounds(precomputed), 100, 10_000_00)).toEqual(a);
  });

  it('varies: a spread of sizes, not an even split (max several times the min on a large list)', () => {
    const list = rainPrizeList(rounds(seedOf('spread'), 9), 1000, 100_000_00);
    const mean = 100_000_00 / 1000;
    expect(Math.max(...list)).toBeGreaterThan(2 * mean);
    expect(Math.min(...list)).toBeLessThan(mean / 10);
    expect(new Set(list).size).toBeGreaterThan(50);
  });

  it('refuses a budget under a centavo a packet and figures that are not positive integers', () => {
    const stream = () => new WordStream(rounds(seedOf('x'), 1));
    expect(() => allocateRain(stream(), 10, 9)).toThrow(RangeError);
    expect(() => allocateRain(stream(), 0, 10)).toThrow(RangeError);
    expect(() => allocateRain(stream(), 1.5, 10)).toThrow(RangeError);
    expect(() => allocateRain(stream(), 2, 10.5)).toThrow(RangeError);
  });
});
