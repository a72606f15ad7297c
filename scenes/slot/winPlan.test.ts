import { describe, expect, it } from 'vitest';
import { ALL_MS, BANNER_HOLD_MS, BIG_COUNT_MS, countUpLabel, CYCLES_BEFORE_REST, LINE_MS, MEGA_COUNT_MS, planWins, winFrameAt, winTier } from './winPlan.ts';
import type { SlotWinModel } from './model.ts';

const lineA: SlotWinModel = { line: 0, cells: [[0, 1], [1, 1], [2, 1]], label: '₱2.00' };
const lineB: SlotWinModel = { line: 3, cells: [[0, 0], [1, 1], [2, 2]], label: '₱1.50' };
const scatter: SlotWinModel = { line: -1, cells: [[0, 2], [2, 0], [4, 1]], label: '₱5.00' };

describe('the win plan', () => {
  it('tiers: big from 10×, mega from 25×', () => {
    expect(winTier(0, false)).toBe('none');
    expect(winTier(0.5, true)).toBe('small');
    expect(winTier(9.99, true)).toBe('small');
    expect(winTier(10, true)).toBe('big');
    expect(winTier(25, true)).toBe('mega');
  });

  it('no win: nothing to show, finished at once', () => {
    const plan = planWins({ wins: [], winMultiplier: 0, rows: 3, quick: false });
    expect(plan.end).toBe(0);
    expect(winFrameAt(plan, 100).phase).toBe('none');
  });

  it('all winning cells flash together, then each win alone in turn, then cycling', () => {
    const plan = planWins({ wins: [lineA, lineB, scatter], winMultiplier: 2, rows: 3, quick: false });
    expect(plan.cells).toEqual([0, 1, 2, 4, 6, 7, 8, 13]);
    expect(winFrameAt(plan, 0)).toMatchObject({ phase: 'all', lit: plan.cells, win: -1 });
    expect(winFrameAt(plan, 160).lit).toEqual([]);
    expect(winFrameAt(plan, ALL_MS + 10)).toMatchObject({ phase: 'lines', win: 0, lit: [1, 4, 7] });
    expect(winFrameAt(plan, ALL_MS + LINE_MS + 10)).toMatchObject({ phase: 'lines', win: 1, lit: [0, 4, 8] });
    expect(winFrameAt(plan, ALL_MS + 2 * LINE_MS + 10)).toMatchObject({ phase: 'lines', win: 2, lit: [2, 6, 13] });
    expect(plan.end).toBe(ALL_MS + 3 * LINE_MS);
    expect(winFrameAt(plan, plan.end + 10)).toMatchObject({ phase: 'cycling', win: 0 });
  });

  it('big and mega wins show a banner with the count-up between the flash and the lines', () => {
    const big = planWins({ wins: [lineA], winMultiplier: 12, rows: 3, quick: false });
    expect(big.tier).toBe('big');
    expect(winFrameAt(big, ALL_MS + 1)).toMatchObject({ phase: 'banner', banner: true });
    expect(winFrameAt(big, ALL_MS + BIG_COUNT_MS / 2).count).toBeCloseTo(0.5, 2);
    expect(winFrameAt(big, ALL_MS + BIG_COUNT_MS + 10)).toMatchObject({ phase: 'banner', count: 1 });
    expect(big.end).toBe(ALL_MS + BIG_COUNT_MS + BANNER_HOLD_MS);
    expect(winFrameAt(big, big.end + 1)).toMatchObject({ phase: 'cycling', banner: false, count: 1, win: 0 });
    const mega = planWins({ wins: [lineA, scatter], winMultiplier: 40, rows: 3, quick: false });
    expect(mega.tier).toBe('mega');
    expect(mega.bannerMs).toBe(MEGA_COUNT_MS + BANNER_HOLD_MS);
  });

  it('rests after a few more passes: every winning cell and line steady, the count done', () => {
    const plan = planWins({ wins: [lineA, lineB], winMultiplier: 30, rows: 3, quick: false });
    expect(plan.restAt).toBe(plan.end + CYCLES_BEFORE_REST * 2 * LINE_MS);
    expect(winFrameAt(plan, plan.restAt - 1).phase).toBe('cycling');
    expect(winFrameAt(plan, plan.restAt)).toEqual({ phase: 'rest', lit: plan.cells, win: -1, count: 1, banner: false });
    expect(winFrameAt(plan, plan.restAt + 60_000)).toEqual(winFrameAt(plan, plan.restAt));
    const single = planWins({ wins: [lineA], winMultiplier: 2, rows: 3, quick: false });
    expect(single.restAt).toBe(single.end + CYCLES_BEFORE_REST * LINE_MS);
    expect(planWins({ wins: [], winMultiplier: 0, rows: 3, quick: false }).restAt).toBe(0);
  });

  it('quick and reduced motion shorten it', () => {
    const normal = planWins({ wins: [lineA, lineB], winMultiplier: 30, rows: 3, quick: false });
    expect(planWins({ wins: [lineA, lineB], winMultiplier: 30, rows: 3, quick: true }).end).toBeLessThan(normal.end);
    expect(planWins({ wins: [lineA, lineB], winMultiplier: 30, rows: 3, quick: false, timeScale: 0.4 }).end).toBeCloseTo(normal.end * 0.4);
  });
});

describe('countUpLabel', () => {
  it('counts the number inside the label, keeping its format, and ends exactly on it', () => {
    expect(countUpLabel('₱1,250.00', 1)).toBe('₱1,250.00');
    expect(countUpLabel('₱1,250.00', 0)).toBe('₱0.00');
    expect(countUpLabel('₱1,250.00', 0.5)).toMatch(/^₱1,\d{3}\.\d{2}$/);
    expect(countUpLabel('₱12', 1)).toBe('₱12');
    expect(countUpLabel('₱1,234,567', 1)).toBe('₱1,234,567');
    expect(countUpLabel('PHP 3.5', 1)).toBe('PHP 3.5');
    expect(countUpLabel('Big win', 0.3)).toBe('Big win');
    let last = -1;
    for (let p = 0; p <= 1; p += 0.05) {
      const value = Number(countUpLabel('₱9,876.54', p).replace(/[^\d]/g, ''));
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });
});
