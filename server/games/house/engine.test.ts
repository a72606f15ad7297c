import { describe, expect, it } from 'vitest';
import { assertWholePesoPays, evaluate, evaluateLine, exactRtp, gridAt, LINES, PESO, REELS, ROWS, spin, type SlotTheme } from './engine.ts';
import { BET_LEVELS, fiesta, slotThemes } from './themes.ts';

/** xorshift32: a fast seeded source for the simulation (the server draws its stops through server/fairness; fairness.test.ts simulates that path). */
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
  it('has 20 lines over a 5×3 window, bets ₱1–₱100 in whole pesos', () => {
    expect(LINES).toHaveLength(20);
    for (const line of LINES) expect(line.every((row) => row >= 0 && row < ROWS) && line.length === REELS).toBe(true);
    expect(BET_LEVELS).toEqual([100, 200, 500, 1000, 2000, 5000, 10000]);
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

  it('refuses a theme whose wins could fall between pesos: a line pay not a multiple of the lines, a bet in centavos', () => {
    expect(() => assertWholePesoPays({ ...fiesta, symbols: fiesta.symbols.map((s, i) => (i === 0 ? { ...s, pays: [5, 60, 200] } : s)) })).toThrow(/whole multiple/);
    expect(() => assertWholePesoPays({ ...fiesta, betLevels: [150, 200], defaultBet: 200 })).toThrow(/whole pesos/);
    expect(() => assertWholePesoPays({ ...fiesta, defaultBet: 300 })).toThrow(/default bet/);
    for (const theme of slotThemes.values()) expect(assertWholePesoPays(theme)).toBe(theme);
  });

  it('exactRtp equals the enumeration of every stop combination (small strips)', () => {
    const small: SlotTheme = { ...fiesta, strips: fiesta.strips.map((s, reel) => s.slice(reel * 3, reel * 3 + 9)) };
    expect(exactRtp(small).rtp).toBeCloseTo(bruteRtp(small), 10);
  });

  for (const theme of slotThemes.values()) {
    it(`${theme.theme}: every bet × every pay (lines, wilds, scatters) wins whole pesos, and the smallest line win is the bet`, () => {
      const filler = theme.symbols.filter((s) => s.kind === 'normal').map((s) => s.id);
      for (const bet of theme.betLevels) {
        expect(bet % PESO).toBe(0);
        for (const symbol of theme.symbols) {
          for (const count of [3, 4, 5]) {
            const pay = symbol.pays[count - 3]!;
            // What the engine pays: × the line bet on a line, × the total bet for scatters.
            const amount = symbol.kind === 'scatter' ? pay * bet : (pay * bet) / LINES.length;
            expect(amount % PESO, `${theme.theme} ${symbol.name}×${count} at ${bet}`).toBe(0);
            if (pay > 0 && symbol.kind !== 'scatter') expect(amount).toBeGreaterThanOrEqual(bet);
            // And the engine itself, on a window that shows that win on the middle line (line 0), a
            // scatter ending the run so it is exactly `count` long.
            const scatter = theme.symbols.find((s) => s.kind === 'scatter')!.id;
            const grid = Array.from({ length: REELS }, (_, reel) =>
              Array.from({ length: ROWS }, (_unused, row) => (row !== 1 ? filler[(reel * 2 + row) % filler.length]! : reel < count ? symbol.id : symbol.kind === 'scatter' ? filler[reel]! : scatter)),
            );
            const { wins, win } = evaluate(theme, grid, bet);
            expect(win % PESO).toBe(0);
            for (const w of wins) expect(w.amount % PESO).toBe(0);
            if (pay > 0) expect(wins.some((w) => w.symbol === symbol.id && w.amount === amount)).toBe(true);
          }
        }
      }
    });

    it(`${theme.theme}: 10,000 random spins at every bet: each win, the total and the balance change are whole pesos`, () => {
      const random = seeded(0xbe75 + theme.gameId);
      const spins = 10_000;
      let wins = 0;
      const broken: string[] = [];
      for (const bet of theme.betLevels) {
        let balance = 1_000_000_00;
        for (let i = 0; i < spins; i++) {
          const outcome = spin(theme, bet, theme.strips.map((strip) => random(strip.length)));
          const sum = outcome.wins.reduce((s, w) => s + w.amount, 0);
          const after = balance - bet + outcome.win;
          // Each win, the spin's total, and the balance before → after (what the recall shows).
          if (outcome.wins.some((w) => w.amount % PESO !== 0) || sum !== outcome.win || after % PESO !== 0) broken.push(`${bet}: ${outcome.stops.join(',')}`);
          balance = after;
          if (outcome.win > 0) wins++;
        }
      }
      expect(broken).toEqual([]);
      // The spins did win (about 28% of them), so the checks above ran on real wins.
      expect(wins).toBeGreaterThan(theme.betLevels.length * spins * 0.2);
    }, 30_000);

    it(`${theme.theme}: exact RTP is 96.0% ± 0.3 and its rtpBps`, () => {
      const { rtp } = exactRtp(theme);
      expect(Math.abs(rtp - 0.96)).toBeLessThanOrEqual(0.003);
      expect(theme.rtpBps).toBe(Math.round(rtp * 10_000));
      expect(theme.strips).toHaveLength(REELS);
      for (const strip of theme.strips) expect(strip.length).toBeGreaterThanOrEqual(30);
    });

    it(`${theme.theme}: 10^6 simulated spins land within 4 standard errors of the configured RTP`, () => {
      const random = seeded(0x5eed + theme.gameId);
      const bet = 100;
      const spins = 1_000_000;
      let won = 0;
      let squares = 0;
      for (let i = 0; i < spins; i++) {
        const x = spin(theme, bet, theme.strips.map((strip) => random(strip.length))).win / bet;
        won += x;
        squares += x * x;
      }
      const rtp = won / spins;
      // Wins are whole multiples of the bet, so a spin's spread is about 3.6× the bet: one standard
      // error over 10^6 spins is about 0.36 points; 4 of them (~1.4 points) is the bound.
      const stdError = Math.sqrt((squares / spins - rtp * rtp) / spins);
      expect(stdError).toBeLessThan(0.005);
      expect(Math.abs(rtp - theme.rtpBps / 10_000)).toBeLessThanOrEqual(4 * stdError);
    }, 60_000);
  }
});
