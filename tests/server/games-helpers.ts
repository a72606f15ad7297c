import { expect } from 'vitest';
import { calls, type CallPath } from '../../contract/index.ts';
import { evaluate, gridAt } from '../../server/games/house/engine.ts';
import { reelRandom } from '../../server/games/house/provider.ts';
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

/** Makes every spin land on `stops` until restore() (tests only). */
export function forceStops(stops: number[]) {
  const original = reelRandom.next;
  let n = 0;
  reelRandom.next = (max) => stops[n++ % stops.length]! % max;
  return () => {
    reelRandom.next = original;
  };
}
