/**
 * The house slot's math, pure (no I/O, no clock): one engine, many themes (themes.ts). A theme is
 * its symbols, its reel strips and its paytable; the lines and the evaluation are shared.
 *
 * Money: a total bet is one of the theme's betLevels, every level whole pesos (a multiple of 100
 * hundredths), and every line pay a multiple of the number of lines, so a line win (pay × bet / lines)
 * is a whole multiple of the total bet, and a scatter win (pay × bet) too: every win is whole pesos,
 * exact, no rounding anywhere (players see floored pesos, spec §1: a ₱2.50 win would show as ₱2).
 */

import { PESO } from '../../../contract/index.ts';

export type SymbolKind = 'normal' | 'wild' | 'scatter';

export interface SlotSymbolDef {
  id: number;
  name: string;
  kind: SymbolKind;
  /** Pays for 3, 4 and 5 of a kind: × the line bet (normal, wild) or × the total bet (scatter). */
  pays: [number, number, number];
}

export interface SlotTheme {
  gameId: number;
  theme: string;
  symbols: SlotSymbolDef[];
  /** One strip per reel, as symbol ids; the reel shows `rows` consecutive symbols (wrapping). */
  strips: number[][];
  betLevels: number[];
  defaultBet: number;
  /** The RTP the strips were tuned to, in basis points; a unit test proves it by exact computation. */
  rtpBps: number;
}

export const REELS = 5;
/** One peso in hundredths (contract): every stake and win of the slot is a multiple of it. */
export { PESO };
export const ROWS = 3;

/** The 20 paylines: the row crossed on each reel, left to right. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

export interface LineWin {
  /** Index into LINES; -1 for the scatter win. */
  line: number;
  symbol: number;
  count: number;
  amount: number;
  cells: [number, number][];
}

export interface SpinOutcome {
  stops: number[];
  grid: number[][];
  wins: LineWin[];
  win: number;
}

/**
 * Refuses (throws) a theme whose wins could fall between whole pesos: a bet level that is not whole
 * pesos, or a line pay (× the line bet) that is not a multiple of the lines. Themes call it as they
 * are built, so a bad edit stops the server at start-up instead of paying ₱0.25.
 */
export function assertWholePesoPays(theme: SlotTheme): SlotTheme {
  for (const bet of theme.betLevels) {
    if (!Number.isSafeInteger(bet) || bet <= 0 || bet % PESO !== 0) throw new Error(`slot theme ${theme.theme}: bet ${bet} is not whole pesos`);
  }
  if (!theme.betLevels.includes(theme.defaultBet)) throw new Error(`slot theme ${theme.theme}: default bet ${theme.defaultBet} is not a level`);
  for (const symbol of theme.symbols) {
    for (const pay of symbol.pays) {
      const whole = Number.isSafeInteger(pay) && pay >= 0 && (symbol.kind === 'scatter' || pay % LINES.length === 0);
      if (!whole) throw new Error(`slot theme ${theme.theme}: ${symbol.name} pays ${pay}, not a whole multiple of the total bet`);
    }
  }
  return theme;
}

/** The visible window: grid[reel][row] from each reel's stop (the top row's index on its strip). */
export function gridAt(theme: SlotTheme, stops: readonly number[]): number[][] {
  return theme.strips.map((strip, reel) => {
    const stop = stops[reel]!;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

interface Kinds {
  kind: SymbolKind[];
  pays: (readonly number[])[];
  wild: number;
  scatter: number;
}

const kindsCache = new WeakMap<SlotTheme, Kinds>();
function kindsOf(theme: SlotTheme): Kinds {
  let k = kindsCache.get(theme);
  if (!k) {
    const kind: SymbolKind[] = [];
    const pays: (readonly number[])[] = [];
    for (const s of theme.symbols) {
      kind[s.id] = s.kind;
      pays[s.id] = s.pays;
    }
    k = { kind, pays, wild: theme.symbols.find((s) => s.kind === 'wild')?.id ?? -1, scatter: theme.symbols.find((s) => s.kind === 'scatter')?.id ?? -1 };
    kindsCache.set(theme, k);
  }
  return k;
}

const payFor = (pays: readonly number[], count: number) => (count >= 3 ? pays[count - 3]! : 0);

/**
 * One line's best pay (× the line bet) from the symbols it crosses, left to right: the leftmost run
 * of one normal symbol, wilds standing in for it, or the run of wilds alone, whichever pays more.
 * A scatter breaks a line.
 */
export function evaluateLine(theme: SlotTheme, symbols: readonly number[]): { symbol: number; count: number; pay: number } {
  const k = kindsOf(theme);
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === k.wild) wilds++;
  const wildPay = k.wild >= 0 ? payFor(k.pays[k.wild]!, wilds) : 0;
  let best = { symbol: k.wild, count: wilds, pay: wildPay };
  if (wilds < symbols.length) {
    const target = symbols[wilds]!;
    if (k.kind[target] === 'normal') {
      let count = wilds + 1;
      while (count < symbols.length && (symbols[count] === target || symbols[count] === k.wild)) count++;
      const pay = payFor(k.pays[target]!, count);
      if (pay > best.pay) best = { symbol: target, count, pay };
    }
  }
  return best;
}

/** The wins of a grid at a total bet (a multiple of LINES.length). */
export function evaluate(theme: SlotTheme, grid: readonly (readonly number[])[], bet: number): { wins: LineWin[]; win: number } {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % LINES.length !== 0) throw new Error(`slot: bet ${bet} is not a positive multiple of ${LINES.length}`);
  const lineBet = bet / LINES.length;
  const k = kindsOf(theme);
  const wins: LineWin[] = [];
  let win = 0;
  const seq: number[] = Array.from({ length: REELS }, () => 0);
  LINES.forEach((rows, line) => {
    for (let reel = 0; reel < REELS; reel++) seq[reel] = grid[reel]![rows[reel]!]!;
    const best = evaluateLine(theme, seq);
    if (best.pay > 0) {
      const amount = best.pay * lineBet;
      win += amount;
      wins.push({ line, symbol: best.symbol, count: best.count, amount, cells: Array.from({ length: best.count }, (_, reel) => [reel, rows[reel]!] as [number, number]) });
    }
  });
  if (k.scatter >= 0) {
    const cells: [number, number][] = [];
    grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === k.scatter && cells.push([reel, row])));
    const pay = payFor(k.pays[k.scatter]!, Math.min(cells.length, 5));
    if (pay > 0) {
      const amount = pay * bet;
      win += amount;
      wins.push({ line: -1, symbol: k.scatter, count: cells.length, amount, cells });
    }
  }
  return { wins, win };
}

/**
 * A spin at the given stops (one per reel, each in [0, its strip's length)). The stops are drawn by
 * server/fairness (`reelStops` over the strips' lengths); the engine only reads them.
 */
export function spin(theme: SlotTheme, bet: number, stops: readonly number[]): SpinOutcome {
  if (stops.length !== theme.strips.length || stops.some((stop, reel) => !Number.isSafeInteger(stop) || stop < 0 || stop >= theme.strips[reel]!.length)) {
    throw new Error(`slot ${theme.theme}: stops ${stops.join(',')} do not fit the strips`);
  }
  const grid = gridAt(theme, stops);
  return { stops: [...stops], grid, ...evaluate(theme, grid, bet) };
}

/**
 * The exact return to player, as a fraction of the total bet, over every stop combination. Each
 * line crosses one cell per reel, and a reel's cell at any row is its strip's symbol at a uniform
 * stop, independent between reels: so every line has the same expected pay, computed over the
 * product of the per-reel symbol frequencies (not of the stops). Scatters: each reel's count of
 * scatters in its window, by stop, convolved across the reels. Both are exact (rationals summed in
 * floating point over ~10^5 terms), and equal the enumeration of every stop combination.
 */
export function exactRtp(theme: SlotTheme): { rtp: number; lines: number; scatter: number; hitRate?: number } {
  const k = kindsOf(theme);
  const ids = theme.symbols.map((s) => s.id);
  const freq = theme.strips.map((strip) => {
    const f = new Map<number, number>();
    for (const s of strip) f.set(s, (f.get(s) ?? 0) + 1);
    return [...f.entries()].map(([id, n]) => ({ id, p: n / strip.length }));
  });
  let lineEv = 0;
  const seq: number[] = Array.from({ length: REELS }, () => 0);
  const walk = (reel: number, p: number) => {
    if (reel === REELS) {
      lineEv += p * evaluateLine(theme, seq).pay;
      return;
    }
    for (const { id, p: q } of freq[reel]!) {
      seq[reel] = id;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  void ids;
  // Scatter count distribution.
  let dist = [1];
  if (k.scatter >= 0) {
    for (const strip of theme.strips) {
      const per = [0, 0, 0, 0];
      for (let stop = 0; stop < strip.length; stop++) {
        let n = 0;
        for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === k.scatter) n++;
        per[n]! += 1 / strip.length;
      }
      const next: number[] = Array.from({ length: dist.length + ROWS }, () => 0);
      dist.forEach((a, i) => per.forEach((b, j) => (next[i + j]! += a * b)));
      dist = next;
    }
  }
  let scatterEv = 0;
  if (k.scatter >= 0) dist.forEach((p, n) => (scatterEv += p * payFor(k.pays[k.scatter]!, Math.min(n, 5))));
  // Each line pays × line bet = bet / lines, so the lines together return lineEv × bet.
  return { rtp: lineEv + scatterEv, lines: lineEv, scatter: scatterEv };
}

/** A bound on one spin's win, × the total bet: the best line pay on every line plus the best scatter pay. */
export function maxWinMultiplier(theme: SlotTheme): number {
  const linePay = Math.max(...theme.symbols.filter((s) => s.kind !== 'scatter').map((s) => s.pays[2]));
  const scatterPay = Math.max(0, ...theme.symbols.filter((s) => s.kind === 'scatter').map((s) => s.pays[2]));
  return linePay + scatterPay;
}
