import { describe, expect, it } from 'vitest';
import { evaluate, evaluateLine, exactRtp, gridAt, LINES, REELS, ROWS, spin, type SlotTheme } from './engine.ts';
import { BET_LEVELS, fiesta, slotThemes } from './themes.ts';

/** xorshift32: a fast seeded source for the simulation (the server spins with crypto.randomInt). */
function seeded(seed: number): (max: number) => number {
  let s = seed >>> 0 || 1;
  return (max) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % max;
  };
}

/** Every stop combination of a small theme, spun and summed: the reference the smart exactRtp must equal. */
function bruteRtp(theme: SlotTheme): number {
  const bet = 20;
  let total = 0;
  let n = 0;
  const lens = theme.strips.map((s) => s.length);
  const stops = [0, 0, 0, 0, 0];
  const rec = (reel: number) => {
    if (reel === REELS) {
      total += evaluate(theme, gridAt(theme, stops), bet).win;
      n++;
      return;
    }
    for (let i = 0; i < lens[reel]!; i++) {
      stops[reel] = i;
      rec(reel + 1);
    }
  };
  rec(0);
  return total / n / bet;
}

describe('house slot engine', () => {
  it('has 20 lines over a 5×3 window, bet levels divisible by the lines', () => {
    expect(LINES).toHaveLength(20);
    for (const line of LINES) expect(line.every((row) => row >= 0 && row < ROWS) && line.length === REELS).toBe(true);
    for (const bet of BET_LEVELS) expect(bet % LINES.length).toBe(0);
    expect(slotThemes.size).toBeGreaterThanOrEqual(3);
  });

  it('evaluates a line: leftmost run, wilds substitute, best pay, scatter breaks', () => {
    const W = 8;
    const S = 9;
    expect(evaluateLine(fiesta, [7, 7, 7, 0, 0])).toEqual({ symbol: 7, count: 3, pay: fiesta.symbols[7]!.pays[0] });
    expect(evaluateLine(fiesta, [W, 7, W, 7, 1])).toEqual({ symbol: 7, count: 4, pay: fiesta.symbols[7]!.pays[1] });
    // Three wilds then a low symbol: the wilds alone pay more than the low symbol's 4.
    expect(evaluateLine(fiesta, [W, W, W, 0, 1]).symbol).toBe(W);
    expect(evaluateLine(fiesta, [W, W, W, W, W])).toEqual({ symbol: W, count: 5, pay: fiesta.symbols[W]!.pays[2] });
    expect(evaluateLine(fiesta, [7, 7, S, 7, 7]).pay).toBe(0);
    expect(evaluateLine(fiesta, [0, 1, 0, 0, 0]).pay).toBe(0);
  });

  it('pays scatters anywhere × the total bet, lines × the line bet', () => {
    const grid = [
      [9, 0, 1],
      [2, 9, 3],
      [4, 5, 9],
      [0, 1, 2],
      [3, 4, 5],
    ];
    const { wins, win } = evaluate(fiesta, grid, 1000);
    const scatter = wins.find((w) => w.line === -1)!;
    expect(scatter.count).toBe(3);
    expect(scatter.amount).toBe(fiesta.symbols[9]!.pays[0] * 1000);
    expect(win).toBe(wins.reduce((s, w) => s + w.amount, 0));
    expect(() => evaluate(fiesta, grid, 1010)).toThrow();
  });

  it('exactRtp equals the enumeration of every stop combination (small strips)', () => {
    const small: SlotTheme = { ...fiesta, strips: fiesta.strips.map((s, reel) => s.slice(reel * 3, reel * 3 + 9)) };
    expect(exactRtp(small).rtp).toBeCloseTo(bruteRtp(small), 10);
  });

  for (const theme of slotThemes.values()) {
    it(`${theme.theme}: exact RTP is 96.0% ± 0.3 and its rtpBps`, () => {
      const { rtp } = exactRtp(theme);
      expect(Math.abs(rtp - 0.96)).toBeLessThanOrEqual(0.003);
      expect(theme.rtpBps).toBe(Math.round(rtp * 10_000));
      expect(theme.strips).toHaveLength(REELS);
      for (const strip of theme.strips) expect(strip.length).toBeGreaterThanOrEqual(30);
    });

    it(`${theme.theme}: 10^6 simulated spins land within ±0.5 points of the configured RTP`, () => {
      const random = seeded(0x5eed + theme.gameId);
      const bet = 100;
      const spins = 1_000_000;
      let won = 0;
      for (let i = 0; i < spins; i++) won += spin(theme, bet, random).win;
      const rtp = won / (spins * bet);
      expect(Math.abs(rtp * 10_000 - theme.rtpBps)).toBeLessThanOrEqual(50);
    }, 30_000);
  }
});
