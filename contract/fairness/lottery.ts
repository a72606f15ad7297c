/**
 * A lottery draw's numbers (issue 32, docs/lottery.md "Fairness", docs/fairness.md "Lottery draws"),
 * pure and synchronous like rain.ts: the server runs it with node:crypto's HMAC at the draw's time, a
 * player (the Fairness page) runs it with the revealed seed and gets the same numbers.
 *
 * Bytes: the algorithm's word stream (algorithm.ts) with
 *   key = the draw's seed as its 64-character hex text, message = `lottery:${drawId}:${r}`, r = 0, 1, …
 * i.e. `roundMessage('lottery', drawId, r)`: client seed `lottery`, nonce the draw's id.
 *
 * Numbers: a partial Fisher–Yates shuffle of 1…pool: for i = 0 … pick−1, j = i + uniformIndex(pool − i)
 * and positions i and j swap; the first `pick` positions, in ascending order, are the draw. Every set of
 * `pick` numbers is equally likely (each uniform index is exact: rejection sampling, no modulo).
 */
import { roundMessage, uniformIndex, WordStream } from './algorithm.ts';

/** The message of round r of a draw's stream: the client seed `lottery`, the nonce the draw's id. */
export const lotteryRoundMessage = (drawId: number, round: number) => roundMessage('lottery', drawId, round);

/** `pick` distinct numbers of 1…pool, ascending. */
export function drawLotteryNumbers(stream: WordStream, pick: number, pool: number): number[] {
  if (!Number.isSafeInteger(pick) || !Number.isSafeInteger(pool) || pick < 1 || pool < pick) throw new RangeError(`lottery: cannot pick ${pick} of ${pool}`);
  const balls = Array.from({ length: pool }, (_, i) => i + 1);
  for (let i = 0; i < pick; i++) {
    const j = i + uniformIndex(stream, pool - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, pick).sort((a, b) => a - b);
}

/** The numbers from the draw's HMAC rounds: a function computing round r's 32 bytes (the server's, a verifier's). */
export function lotteryNumbers(round: (r: number) => Uint8Array, pick: number, pool: number): number[] {
  return drawLotteryNumbers(new WordStream(round), pick, pool);
}
