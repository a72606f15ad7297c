import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { choose, lineProblem, lotteryCouponValue, lotteryRtpBps, matchCount, matchOdds, prizeFor } from '../lottery.ts';
import { drawLotteryNumbers, lotteryNumbers, lotteryRoundMessage } from './lottery.ts';
import { WordStream } from './algorithm.ts';

const SEED = '5fe46cbac363fde3efa932b529c1fc94c785cd9783a520eead1cbc590a59d33f';
const rounds = (seed: string, drawId: number) => (r: number) => new Uint8Array(createHmac('sha256', seed).update(lotteryRoundMessage(drawId, r)).digest());

describe('lottery numbers (contract/fairness/lottery.ts)', () => {
  it('uses the message lottery:<drawId>:<r> and gives pick distinct ascending numbers of 1…pool, the same every time', () => {
    expect(lotteryRoundMessage(7, 2)).toBe('lottery:7:2');
    const a = lotteryNumbers(rounds(SEED, 7), 5, 36);
    expect(a).toEqual(lotteryNumbers(rounds(SEED, 7), 5, 36));
    expect(a).toHaveLength(5);
    expect(new Set(a).size).toBe(5);
    expect(a.every((n) => n >= 1 && n <= 36)).toBe(true);
    expect([...a].sort((x, y) => x - y)).toEqual(a);
    expect(lotteryNumbers(rounds(SEED, 8), 5, 36)).not.toEqual(a);
  });

  it('is the partial Fisher–Yates of the words: a stream of known words picks known numbers', () => {
    // Words 0, 0, 0 over pool 5: each uniform index is 0, so positions swap with themselves: 1, 2, 3.
    const zeros = new WordStream(() => new Uint8Array(32));
    expect(drawLotteryNumbers(zeros, 3, 5)).toEqual([1, 2, 3]);
    // All-ones words are rejected for n that does not divide 2^32 (u ≥ k·n) only when over the limit; for n = 4 (a power of two), index = 3.
    const ones = new WordStream(() => new Uint8Array(32).fill(255));
    expect(drawLotteryNumbers(ones, 1, 4)).toEqual([4]);
  });

  it('every number is drawn about equally often (20,000 draws of 3 of 10, within 5 standard errors)', () => {
    const counts = Array.from({ length: 11 }, () => 0);
    for (let id = 0; id < 20_000; id++) for (const n of lotteryNumbers(rounds(SEED, id), 3, 10)) counts[n]! += 1;
    const mean = (20_000 * 3) / 10;
    const sd = Math.sqrt(20_000 * 0.3 * 0.7);
    for (let n = 1; n <= 10; n++) expect(Math.abs(counts[n]! - mean)).toBeLessThan(5 * sd);
  });
});

describe('lottery arithmetic (contract/lottery.ts)', () => {
  it('odds are exact and sum to one; rtp in basis points; lines and coupons', () => {
    expect(choose(36, 5)).toBe(376_992);
    expect(choose(42, 6)).toBe(5_245_786);
    let ways = 0;
    for (let k = 0; k <= 5; k++) ways += matchOdds(5, 36, k).ways;
    expect(ways).toBe(376_992);
    expect(matchOdds(5, 36, 4)).toEqual({ ways: 155, total: 376_992 });
    expect(lotteryRtpBps(3, 10, 500, [{ matches: 3, prize: 10_000 }])).toBe(Math.floor((10_000 * 10_000) / (120 * 500)));
    expect(lineProblem([1, 2, 3], 3, 10)).toBeNull();
    expect(lineProblem([1, 2], 3, 10)).toBe('count');
    expect(lineProblem([1, 2, 11], 3, 10)).toBe('range');
    expect(lineProblem([2, 2, 3], 3, 10)).toBe('repeat');
    expect(matchCount([1, 2, 3], [3, 4, 1])).toBe(2);
    expect(prizeFor([{ matches: 2, prize: 500 }], 2)).toBe(500);
    expect(prizeFor([{ matches: 2, prize: 500 }], 1)).toBe(0);
    expect([110_001, 110_002, 110_003, 110_004, 110_005, 100_001].map(lotteryCouponValue)).toEqual([500, 1000, 2000, 5000, 10_000, 0]);
  });
});
