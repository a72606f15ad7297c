import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Errcode, JackpotAwardType, type JackpotAward } from '../../contract/index.ts';
import { jackpotRules, TIER_ORDER, type JackpotRules } from './config.ts';
import {
  chancesHeld,
  cryptoRng,
  drawableCells,
  earnedBy,
  inPeriod,
  manilaMonthStart,
  maskNickname,
  neededFor,
  NO_CHANCES,
  payoutOf,
  pickCell,
  refusal,
  tierBonus,
  tierDisplayValue,
  type Rng,
} from './rules.ts';

const board = (JSON.parse(readFileSync(new URL('../seed/app-config.json', import.meta.url), 'utf8')) as { jackpotAwardConfig: JackpotAward[] }).jackpotAwardConfig;
const weighted = drawableCells(board, jackpotRules);
const total = weighted.reduce((s, w) => s + w.weight, 0);

/** Pearson's statistic of observed counts against expected ones. */
const chiSquare = (observed: number[], expected: number[]) => observed.reduce((s, o, i) => s + (o - expected[i]!) ** 2 / expected[i]!, 0);

describe('the seeded board and rules agree', () => {
  it('every cell of jackpotAwardConfig can be drawn and paid; every tier has a range', () => {
    expect(board).toHaveLength(12);
    expect(weighted.map((w) => w.cell.id)).toEqual(board.map((c) => c.id));
    for (const propId of TIER_ORDER) {
      const range = jackpotRules.tiers[propId]!;
      expect(range.min).toBeGreaterThan(0);
      expect(range.max).toBeGreaterThanOrEqual(range.min);
      expect(board.some((c) => c.propId === propId && c.type === JackpotAwardType.jackpot)).toBe(true);
    }
    expect(total).toBe(10_000);
  });

  it('a cell without a weight, with an unknown prop or a tier without a range is never drawn', () => {
    const odd: JackpotAward[] = [
      { id: 99, propId: 2001, count: 100, showNum: 1, type: 1 },
      { id: 1, propId: 1001, count: 5, showNum: 5, type: 1 },
      { id: 2, propId: 50005, count: 1, showNum: 1, type: 2 },
      { id: 3, propId: 2002, count: 10, showNum: 10, type: 1 },
    ];
    expect(drawableCells(odd, jackpotRules).map((w) => w.cell.id)).toEqual([3]);
    expect(payoutOf(odd[3]!, jackpotRules)).toEqual({ kind: 'item', account: 'points' });
    expect(() => pickCell([])).toThrow();
  });
});

describe('the draw follows the weights', () => {
  it('each value of the random source maps to exactly one cell, weight times (exhaustive)', () => {
    const counts = new Map<number, number>();
    for (let r = 0; r < total; r++) {
      const cell = pickCell(weighted, () => r);
      counts.set(cell.id, (counts.get(cell.id) ?? 0) + 1);
    }
    for (const { cell, weight } of weighted) expect(counts.get(cell.id)).toBe(weight);
  });

  it('200,000 draws with the CSPRNG fit the weights (chi-square, 11 degrees of freedom, p < 1e-12 bound)', () => {
    const n = 200_000;
    const index = new Map(weighted.map((w, i) => [w.cell.id, i]));
    const observed = weighted.map(() => 0);
    for (let i = 0; i < n; i++) observed[index.get(pickCell(weighted).id)!]! += 1;
    const expected = weighted.map((w) => (n * w.weight) / total);
    // The 1e-12 quantile is 80.9: a correct draw fails this about once in a trillion runs.
    expect(chiSquare(observed, expected)).toBeLessThan(80.9);
    // The rarest cell (Mega, 1 in 10,000) is there at all, and not wildly over.
    expect(observed[index.get(1)!]).toBeGreaterThan(0);
    expect(observed[index.get(1)!]).toBeLessThan(80);
  });

  it('a tier win is whole pesos, uniform over its range (10 bins, CSPRNG), and never leaves it', () => {
    const range = jackpotRules.tiers[TIER_ORDER[3]]!;
    const n = 50_000;
    const pesos = range.max / 100 - range.min / 100 + 1;
    // Bins of whole pesos: bin k holds the amounts whose peso index i has floor(i × 10 / pesos) = k.
    const binOf = (bonus: number) => Math.floor((((bonus - range.min) / 100) * 10) / pesos);
    const sizes = Array.from({ length: 10 }, (_, k) => Array.from({ length: pesos }, (_unused, i) => i).filter((i) => Math.floor((i * 10) / pesos) === k).length);
    const bins = sizes.map(() => 0);
    let [lo, hi, centavos] = [Infinity, -Infinity, 0];
    for (let i = 0; i < n; i++) {
      const bonus = tierBonus(range, Number.MAX_SAFE_INTEGER);
      [lo, hi] = [Math.min(lo, bonus), Math.max(hi, bonus)];
      if (bonus % 100 !== 0) centavos++;
      bins[binOf(bonus)]! += 1;
    }
    expect(centavos).toBe(0);
    expect(lo).toBeGreaterThanOrEqual(range.min);
    expect(hi).toBeLessThanOrEqual(range.max);
    expect(chiSquare(bins, sizes.map((size) => (n * size) / pesos))).toBeLessThan(76);
  });

  it('every tier: 10,000 draws each are whole pesos within the range; the display values too', () => {
    for (const propId of TIER_ORDER) {
      const range = jackpotRules.tiers[propId]!;
      const amounts = Array.from({ length: 10_000 }, () => tierBonus(range, Number.MAX_SAFE_INTEGER));
      const shown = Array.from({ length: 1_000 }, () => tierDisplayValue(range));
      for (const amount of [...amounts, ...shown]) {
        expect(amount % 100).toBe(0);
        expect(amount).toBeGreaterThanOrEqual(range.min);
        expect(amount).toBeLessThanOrEqual(range.max);
      }
    }
  });

  it('a tier win reaches both ends of its range and is capped by the pool, rounded down to whole pesos, never below 0', () => {
    const range = { min: 5_000, max: 20_000 };
    const low: Rng = () => 0;
    const high: Rng = (max) => max - 1;
    expect(tierBonus(range, 1_000_000, low)).toBe(5_000);
    expect(tierBonus(range, 1_000_000, high)).toBe(20_000);
    // ₱150 of amounts (151 whole pesos) are drawn from, not 15,001 hundredths.
    let asked = 0;
    tierBonus(range, 1_000_000, (max) => ((asked = max), 0));
    expect(asked).toBe(151);
    expect(tierBonus(range, 7_000, high)).toBe(7_000);
    expect(tierBonus(range, 7_085, high)).toBe(7_000);
    expect(tierBonus(range, 99, high)).toBe(0);
    expect(tierBonus(range, 0, high)).toBe(0);
    expect(tierBonus(range, -500, high)).toBe(0);
    expect(cryptoRng(1)).toBe(0);
  });
});

describe('chances', () => {
  it('are earned per whole multiple of a running total, and the next one needs the rest', () => {
    expect(earnedBy(9_999, 10_000)).toBe(0);
    expect(earnedBy(10_000, 10_000)).toBe(1);
    expect(earnedBy(35_000, 10_000)).toBe(3);
    expect(neededFor(0, 10_000)).toBe(10_000);
    expect(neededFor(6_000, 10_000)).toBe(4_000);
    expect(neededFor(10_000, 10_000)).toBe(10_000);
    // A way that earns nothing (0 per chance) earns nothing and needs nothing.
    expect(earnedBy(1_000_000, 0)).toBe(0);
    expect(neededFor(500, 0)).toBe(0);
    expect(chancesHeld({ depositCounted: 0, depositGranted: 3, betCounted: 0, betGranted: 2, spent: 4 })).toBe(1);
  });

  it('a refusal names the first thing in the way: 1004, 1002, then 1003 or 1001', () => {
    const held = { ...NO_CHANCES, depositCounted: 10_000, depositGranted: 1 };
    const go = (p: Partial<Parameters<typeof refusal>[0]>, rules: JackpotRules = jackpotRules) => refusal({ running: true, hasDeposited: true, state: held, ...p }, rules);
    expect(go({})).toBeNull();
    expect(go({ running: false })).toEqual({ errcode: Errcode.jackpotNotRunning });
    // Never deposited: refused even with a chance earned by betting; params are pesos.
    expect(go({ hasDeposited: false, state: { ...NO_CHANCES, betCounted: 100_000, betGranted: 1 } })).toEqual({ errcode: 1002, params: { needDeposit: 100 } });
    expect(go({ hasDeposited: false }, { ...jackpotRules, requireDeposit: false })).toBeNull();
    const spent = { ...held, spent: 1 };
    expect(go({ state: { ...spent, depositCounted: 12_500 } })).toEqual({ errcode: 1001, params: { needDeposit: 75, needTyping: 1000 } });
    expect(go({ state: { ...spent, betCounted: 30_000 } })).toEqual({ errcode: 1003, params: { needTyping: 700 } });
    // When bets earn nothing, betting progress cannot be the way: 1001.
    expect(go({ state: { ...spent, betCounted: 30_000 } }, { ...jackpotRules, betPerChance: 0 })).toMatchObject({ errcode: 1001 });
  });

  it('the period is [startsAt, endsAt), open-ended when endsAt is null', () => {
    const rules = { ...jackpotRules, startsAt: 1_000, endsAt: 2_000 };
    expect([999, 1_000, 1_999, 2_000].map((t) => inPeriod(rules, t))).toEqual([false, true, true, false]);
    expect(inPeriod({ ...rules, endsAt: null }, 9e15)).toBe(true);
  });
});

describe('display helpers', () => {
  it('masks nicknames, keeping a recognisable start and end', () => {
    expect(maskNickname('Juana')).toBe('Ju***a');
    expect(maskNickname('Bob')).toBe('B***b');
    expect(maskNickname('Al')).toBe('A***');
    expect(maskNickname('')).toBe('***');
    expect(maskNickname('😀Maria😀')).toBe('😀M***😀');
  });

  it('the rank month starts at midnight of the 1st in Manila', () => {
    // 31 Oct 2026 16:00 UTC is already 1 Nov 00:00 in Manila.
    expect(manilaMonthStart(Date.parse('2026-10-31T16:00:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(manilaMonthStart(Date.parse('2026-10-31T15:59:59Z')).toISOString()).toBe('2026-09-30T16:00:00.000Z');
    expect(manilaMonthStart(Date.parse('2026-01-15T00:00:00Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });
});
