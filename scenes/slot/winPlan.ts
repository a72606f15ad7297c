/**
 * How a landed spin's wins are shown (issue 6), as a pure plan over time: every winning cell flashes
 * together with the total; a big (≥ 10× the bet) or mega (≥ 25×) win then shows its banner while the
 * total counts up; then each win (payline or scatter) is shown on its own with its label, in turn. The
 * first pass through the wins ends the spin (onSpinFinished); afterwards the wins cycle
 * CYCLES_BEFORE_REST more times, then rest: every winning cell lit steadily, every winning line shown,
 * the total on the plate, nothing moving, so the engine's ticker stops until the next spin (the
 * still-ticker rule, docs/scenes.md). A spin with no win is finished, and at rest, as soon as the reels stop.
 */
import type { SlotWinModel } from './model.ts';

export const BIG_WIN_MULTIPLIER = 10;
export const MEGA_WIN_MULTIPLIER = 25;
/** All winning cells flashing together. */
export const ALL_MS = 1400;
export const QUICK_ALL_MS = 700;
/** The banner: the count-up, then it stays. */
export const BIG_COUNT_MS = 2200;
export const MEGA_COUNT_MS = 3400;
export const BANNER_HOLD_MS = 1000;
/** Each win in the cycle. */
export const LINE_MS = 1100;
export const QUICK_LINE_MS = 650;
/** Passes through the wins after the first (which ends the spin) before the wins rest. */
export const CYCLES_BEFORE_REST = 3;
/** Cells flash on and off with this period. */
export const FLASH_PERIOD_MS = 300;

export type WinTier = 'none' | 'small' | 'big' | 'mega';
export type WinPhase = 'none' | 'all' | 'banner' | 'lines' | 'cycling' | 'rest';

export interface WinPlan {
  tier: WinTier;
  /** Every winning cell, once each, as reel * rows + row. */
  cells: number[];
  /** Each win's cells (same encoding), in the model's order. */
  wins: { line: number; cells: number[]; label: string }[];
  allMs: number;
  bannerMs: number;
  countMs: number;
  lineMs: number;
  /** When the first pass is over (the spin is finished); 0 for no win. */
  end: number;
  /** When the wins stop moving (CYCLES_BEFORE_REST passes after end); 0 for no win. */
  restAt: number;
}

export interface WinFrame {
  phase: WinPhase;
  /** Cells lit now (flashing ones already on/off by the flash). */
  lit: readonly number[];
  /** Index into plan.wins of the win being shown alone, or -1. */
  win: number;
  /** The count-up's progress 0..1 while the banner shows (1 after), else 0. */
  count: number;
  banner: boolean;
}

export function winTier(multiplier: number, hasWins: boolean): WinTier {
  if (multiplier >= MEGA_WIN_MULTIPLIER) return 'mega';
  if (multiplier >= BIG_WIN_MULTIPLIER) return 'big';
  return hasWins || multiplier > 0 ? 'small' : 'none';
}

export function planWins(input: { wins: readonly SlotWinModel[]; winMultiplier: number; rows: number; quick: boolean; timeScale?: number }): WinPlan {
  const scale = input.timeScale ?? 1;
  const encode = ([reel, row]: readonly [number, number]) => reel * input.rows + row;
  const wins = input.wins.map((win) => ({ line: win.line, cells: win.cells.map(encode), label: win.label }));
  const cells = [...new Set(wins.flatMap((win) => win.cells))].sort((a, b) => a - b);
  const tier = winTier(input.winMultiplier, wins.length > 0);
  if (tier === 'none') return { tier, cells, wins, allMs: 0, bannerMs: 0, countMs: 0, lineMs: 0, end: 0, restAt: 0 };
  const allMs = (input.quick ? QUICK_ALL_MS : ALL_MS) * scale;
  const countMs = tier === 'mega' ? MEGA_COUNT_MS * scale : tier === 'big' ? BIG_COUNT_MS * scale : 0;
  const bannerMs = countMs ? countMs + BANNER_HOLD_MS * scale : 0;
  const lineMs = (input.quick ? QUICK_LINE_MS : LINE_MS) * scale;
  // A single win is already shown alone by the flash: no cycle pass for it.
  const cycle = wins.length > 1 ? wins.length * lineMs : 0;
  const end = allMs + bannerMs + cycle;
  // A single win pulses alone after the first pass: it rests after as many of its own line times.
  return { tier, cells, wins, allMs, bannerMs, countMs, lineMs, end, restAt: end + CYCLES_BEFORE_REST * Math.max(cycle, lineMs) };
}

const flashOn = (t: number) => Math.floor(t / (FLASH_PERIOD_MS / 2)) % 2 === 0;

/** t: ms since the reels stopped. */
export function winFrameAt(plan: WinPlan, t: number): WinFrame {
  if (plan.tier === 'none') return { phase: 'none', lit: [], win: -1, count: 0, banner: false };
  if (t >= plan.restAt) return { phase: 'rest', lit: plan.cells, win: -1, count: plan.countMs ? 1 : 0, banner: false };
  if (t < plan.allMs) return { phase: 'all', lit: flashOn(t) ? plan.cells : [], win: -1, count: 0, banner: false };
  const afterAll = t - plan.allMs;
  if (afterAll < plan.bannerMs) {
    return { phase: 'banner', lit: plan.cells, win: -1, count: plan.countMs ? Math.min(1, afterAll / plan.countMs) : 1, banner: true };
  }
  const count = plan.countMs ? 1 : 0;
  const cycling = afterAll - plan.bannerMs;
  if (plan.wins.length === 1) return { phase: t < plan.end ? 'lines' : 'cycling', lit: plan.cells, win: 0, count, banner: false };
  const index = Math.floor(cycling / plan.lineMs) % plan.wins.length;
  const win = plan.wins[index]!;
  return { phase: t < plan.end ? 'lines' : 'cycling', lit: win.cells, win: index, count, banner: false };
}

/**
 * The count-up of a formatted total ("₱1,250.00"): the number inside the label at `fraction` of its
 * value, written the same way (its decimals, its grouping separator). The scene never formats money
 * itself; it only re-counts the digits the host formatted. A label without a number is returned as it is.
 */
export function countUpLabel(label: string, fraction: number): string {
  const match = /\d[\d,.\s]*\d|\d/.exec(label);
  if (!match) return label;
  const text = match[0];
  const decimalMatch = /[.,](\d{1,2})$/.exec(text);
  const decimals = decimalMatch ? decimalMatch[1]!.length : 0;
  const decimalSep = decimalMatch ? text[text.length - decimals - 1]! : '';
  const intPart = decimalMatch ? text.slice(0, text.length - decimals - 1) : text;
  const groupSep = /[^\d]/.exec(intPart)?.[0] ?? '';
  const units = Number((intPart.replace(/[^\d]/g, '') || '0') + (decimals ? (decimalMatch![1] ?? '') : ''));
  const p = Math.max(0, Math.min(1, fraction));
  const eased = p >= 1 ? 1 : 1 - (1 - p) ** 3;
  const value = p >= 1 ? units : Math.floor(units * eased);
  const scaleDiv = 10 ** decimals;
  const whole = Math.floor(value / scaleDiv).toString();
  const grouped = groupSep ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSep) : whole;
  const frac = decimals ? decimalSep + (value % scaleDiv).toString().padStart(decimals, '0') : '';
  return label.slice(0, match.index) + grouped + frac + label.slice(match.index + text.length);
}
