import { expect } from 'vitest';
import { calls, type CallPath } from '../../contract/index.ts';
import { evaluate, gridAt, LINES } from '../../server/games/house/engine.ts';
import { forceFairOutcomesForTests } from '../../server/fairness/index.ts';
import { fiesta } from '../../server/games/house/themes.ts';
import { HouseAccount, transfer } from '../../server/ledger/ledger.ts';
import type { CallResult, TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

/** Shared pieces of the games suites. */

let sequence = 0;
export const reqId = (tag = 'spin') => `${tag}-${Date.now()}-${++sequence}`;

/** A success that also matches the contract's response schema. */
export function okCall(path: CallPath, res: CallResult) {
  const body = expectOk(res);
  expect(() => calls[path].response.parse(body)).not.toThrow();
  return body;
}

export const FIESTA = 101;
export const PERLAS = 102;
export const MAINTENANCE_GAME = 104;

export async function start(t: TestServer, token: string, gameId = FIESTA, tryIt = false) {
  return okCall('startGame', await t.call('startGame', { gameId, tryIt }, { token }));
}

export const spinCall = (t: TestServer, token: string, sessionId: string, bet = 200, requestId = reqId()) => t.call('slotSpin', { sessionId, bet, requestId }, { token });

/** Gives a player coins (or takes them, amount < 0) through the ledger (the seed's opening balance account). */
export async function fund(t: TestServer, userId: number, amount: number) {
  await t.deps.db.transaction((tx) =>
    transfer(tx, {
      kind: 'opening_balance',
      idempotencyKey: `test-fund:${userId}:${reqId('fund')}`,
      legs: [
        { account: { house: HouseAccount.openingBalance }, amount: -amount },
        { account: { ownerId: userId, kind: 'coin' }, amount },
      ],
    }),
  );
}

/** Stops of the fiesta reels that win nothing, to make spins deterministic. */
export function losingStops(): number[] {
  for (let a = 0; a < 36; a++) {
    const stops = [a, (a * 7 + 3) % 36, (a * 11 + 5) % 36, (a * 13 + 1) % 36, (a * 17 + 9) % 36];
    if (evaluate(fiesta, gridAt(fiesta, stops), 200).win === 0) return stops;
  }
  throw new Error('no losing stops found');
}

/**
 * Makes every spin land on `stops` until restore() (tests only): the draw still takes its nonce and
 * is recorded, with these stops as its outcome (server/fairness `forceFairOutcomesForTests`, refused
 * outside vitest). Jackpot draws made meanwhile keep their drawn outcome.
 */
export function forceStops(stops: number[]) {
  return forceFairOutcomesForTests((table) => (table.reels ? { stops: table.reels.strips.map((strip, reel) => stops[reel % stops.length]! % strip.length) } : undefined));
}

/**
 * Stops of the fiesta reels where exactly one payline wins, with a normal symbol and no wild or
 * scatter anywhere on it, found by walking stop sets in a fixed order. The expected win is then
 * computed here from the theme's paytable (pays × line bet), not by the engine's evaluation: a spin
 * that paid twice, or the wrong symbol's pay, disagrees with it.
 */
export function singleLineWin(bet: number) {
  const wild = fiesta.symbols.find((s) => s.kind === 'wild')!.id;
  const scatter = fiesta.symbols.find((s) => s.kind === 'scatter')!.id;
  const lengths = fiesta.strips.map((s) => s.length);
  for (let n = 0; n < 200_000; n++) {
    const stops = lengths.map((len, reel) => Math.floor(n * (reel * 7 + 3) + n / (reel + 1)) % len);
    const grid = gridAt(fiesta, stops);
    if (grid.flat().includes(wild) || grid.flat().includes(scatter)) continue;
    const { wins } = evaluate(fiesta, grid, bet);
    if (wins.length !== 1) continue;
    const { line, symbol, count } = wins[0]!;
    const crossed = LINES[line]!.map((row, reel) => grid[reel]![row]!);
    // The line really starts with `count` of that symbol, and the next one differs.
    if (!crossed.slice(0, count).every((s) => s === symbol) || crossed[count] === symbol) continue;
    const pay = fiesta.symbols[symbol]!.pays[count - 3]!;
    return { stops, line, symbol, count, expected: pay * (bet / LINES.length) };
  }
  throw new Error('no single-line win found');
}

/** Stops of the fiesta reels whose spin at `bet` wins exactly `win`, found by walking stop sets in a fixed order. */
export function stopsWinning(win: number, bet: number): number[] {
  const lengths = fiesta.strips.map((s) => s.length);
  for (let n = 0; n < 200_000; n++) {
    const stops = lengths.map((len, reel) => (n * (reel * 7 + 3) + Math.floor(n / (reel + 1))) % len);
    if (evaluate(fiesta, gridAt(fiesta, stops), bet).win === win) return stops;
  }
  throw new Error(`no stops winning ${win} at ${bet}`);
}
