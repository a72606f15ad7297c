import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { weightedDraw, WordStream } from '../../contract/fairness/algorithm.ts';
import { serverRound } from '../fairness/index.ts';
import { entryPayout, jackpotReleaseTable } from './fair-table.ts';
import { Errcode, JackpotAwardType, type JackpotAward } from '../../contract/index.ts';
import { jackpotRules, TIER_ORDER, type JackpotRules } from './config.ts';
import {
  capToPool,
  chancesHeld,
  drawableCells,
  earnedBy,
  inPeriod,
  manilaMonthStart,
  maskNickname,
  neededFor,
  NO_CHANCES,
  payoutOf,
  refusal,
  tierDisplayValue,
} from './rules.ts';

const board = (JSON.parse(readFileSync(new URL('../seed/app-config.json', import.meta.url), 'utf8')) as { jackpotAwardConfig: JackpotAward[] }).jackpotAwardConfig;
const weighted = drawableCells(board, jackpotRules);
const total = weighted.reduce((s, w) => s + w.weight, 0);
/** The `jackpot` table's version 1 as the release writes it (fair-table.ts), what the draw maps over. */
const entries = jackpotReleaseTable(board, jackpotRules).body.weighted!.entries;
/** A draw's word stream from a fresh random seed pair, through the server's HMAC (server/fairness). */
const randomStream = () => new WordStream(serverRound(randomBytes(32).toString('hex'), 'rules-test', 0));
/** A stream whose every word is `word` (to walk the mapping exhaustively). */
const constantStream = (word: number) =>
  new WordStream(() => {
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    for (let w = 0; w < 8; w++) view.setUint32(w * 4, word);
    return bytes;
  });

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
    expect(() => weightedDraw(randomStream(), [])).toThrow();
  });

  it('the table version 1 is the drawable cells in board order, their weights, and each tier range in whole pesos', () => {
    expect(entries.map((e) => [e.id, e.weight])).toEqual(weighted.map((w) => [w.cell.id, w.weight]));
    for (const entry of entries) {
      const range = entry.type === JackpotAwardType.jackpot ? jackpotRules.tiers[entry.propId]! : undefined;
      expect([entry.minPesos, entry.maxPesos]).toEqual(range ? [Math.ceil(range.min / 100), Math.floor(range.max / 100)] : [undefined, undefined]);
      expect(entryPayout(entry, jackpotRules)).not.toBeNull();
    }
  });
});

describe('the draw follows the weights (contract/fairness/algorithm.ts weightedDraw over the table)', () => {
  it('each accepted word maps to exactly one cell, weight × k times (exhaustive over the cells)', () => {
    // k accepting words per unit of weight: word r·k is the r-th unit, so walking r over [0, total) lands on each cell weight times.
    const k = Math.floor(2 ** 32 / total);
    const counts = new Map<number, number>();
    for (let r = 0; r < total; r++) {
      const { index } = weightedDraw(constantStream(r * k), entries);
      counts.set(entries[index]!.id, (counts.get(entries[index]!.id) ?? 0) + 1);
    }
    for (const { id, weight } of entries) expect(counts.get(id)).toBe(weight);
  });

  it('200,000 draws from random seeds fit the weights (chi-square, 11 degrees of freedom, p < 1e-12 bound)', () => {
    const n = 200_000;
    const observed = entries.map(() => 0);
    for (let i = 0; i < n; i++) observed[weightedDraw(randomStream(), entries).index]! += 1;
    const expected = entries.map((e) => (n * e.weight) / total);
    // The 1e-12 quantile is 80.9: a correct draw fails this about once in a trillion runs.
    expect(chiSquare(observed, expected)).toBeLessThan(80.9);
    // The rarest cell (Mega, 1 in 10,000) is there at all, and not wildly over.
    const mega = entries.findIndex((e) => e.id === 1);
    expect(observed[mega]).toBeGreaterThan(0);
    expect(observed[mega]).toBeLessThan(80);
  }, 20_000);

  it('a tier win is whole pesos, uniform over its range (10 bins), and never leaves it', () => {
    const range = jackpotRules.tiers[TIER_ORDER[3]]!;
    const only = [{ weight: 1, minPesos: range.min / 100, maxPesos: range.max / 100 }];
    const n = 50_000;
    const pesos = range.max / 100 - range.min / 100 + 1;
    // Bins of whole pesos: bin k holds the amounts whose peso index i has floor(i × 10 / pesos) = k.
    const binOf = (bonus: number) => Math.floor((((bonus - range.min) / 100) * 10) / pesos);
    const sizes = Array.from({ length: 10 }, (_, k) => Array.from({ length: pesos }, (_unused, i) => i).filter((i) => Math.floor((i * 10) / pesos) === k).length);
    const bins = sizes.map(() => 0);
    let [lo, hi] = [Infinity, -Infinity];
    for (let i = 0; i < n; i++) {
      const bonus = weightedDraw(randomStream(), only).pesos! * 100;
      [lo, hi] = [Math.min(lo, bonus), Math.max(hi, bonus)];
      bins[binOf(bonus)]! += 1;
    }
    expect(lo).toBeGreaterThanOrEqual(range.min);
    expect(hi).toBeLessThanOrEqual(range.max);
    expect(chiSquare(bins, sizes.map((size) => (n * size) / pesos))).toBeLessThan(76);
  }, 20_000);

  it('every tier: the range drawn reaches both ends and nothing outside; the display values are whole pesos within it', () => {
    for (const entry of entries.filter((e) => e.type === JackpotAwardType.jackpot)) {
      const range = jackpotRules.tiers[entry.propId]!;
      const span = entry.maxPesos! - entry.minPesos! + 1;
      const only = [{ weight: 1, minPesos: entry.minPesos!, maxPesos: entry.maxPesos! }];
      // The first word of the range draw (after the entry's) at its lowest and highest accepted values.
      const k = Math.floor(2 ** 32 / span);
      expect(weightedDraw(constantStream(0), only).pesos).toBe(entry.minPesos);
      expect(weightedDraw(constantStream(span * k - 1), only).pesos).toBe(entry.maxPesos);
      const shown = Array.from({ length: 1_000 }, () => tierDisplayValue(range));
      for (const amount of shown) {
        expect(amount % 100).toBe(0);
        expect(amount).toBeGreaterThanOrEqual(range.min);
        expect(amount).toBeLessThanOrEqual(range.max);
      }
    }
  });

  it('a tier win is capped by the pool, rounded down to whole pesos, never below 0', () => {
    expect(capToPool(20_000, 1_000_000)).toBe(20_000);
    expect(capToPool(20_000, 7_000)).toBe(7_000);
    expect(capToPool(20_000, 7_085)).toBe(7_000);
    expect(capToPool(20_000, 99)).toBe(0);
    expect(capToPool(20_000, 0)).toBe(0);
    expect(capToPool(20_000, -500)).toBe(0);
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
