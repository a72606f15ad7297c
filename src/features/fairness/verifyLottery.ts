import { NeedMoreRounds, WordStream } from '../../../contract/fairness/algorithm.ts';
import { drawLotteryNumbers, lotteryRoundMessage } from '../../../contract/fairness/lottery.ts';
import type { LotteryDraw } from '../../../contract/calls/lottery.ts';

const utf8 = new TextEncoder();
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export type LotteryCheck = 'verified' | 'mismatch' | 'pending';

/**
 * A lottery draw checked in the browser (docs/lottery.md "Fairness"): SHA-256 of the revealed seed must
 * be the hash published before sales closed, and the numbers recomputed from it (HMAC-SHA256 rounds of
 * `lottery:<drawId>:<r>`, contract/fairness/lottery.ts) must be the numbers drawn. `subtle` is a
 * parameter so the unit test runs it on Node's Web Crypto.
 */
export async function verifyLotteryDraw(draw: Pick<LotteryDraw, 'drawId' | 'pick' | 'pool' | 'seed' | 'seedHash' | 'numbers'>, subtle: SubtleCrypto = crypto.subtle): Promise<LotteryCheck> {
  if (!draw.seed || !draw.numbers) return 'pending';
  if (hex(await subtle.digest('SHA-256', utf8.encode(draw.seed))) !== draw.seedHash) return 'mismatch';
  const key = await subtle.importKey('raw', utf8.encode(draw.seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const rounds: Uint8Array[] = [];
  for (;;) {
    try {
      const numbers = drawLotteryNumbers(WordStream.fromRounds(rounds), draw.pick, draw.pool);
      return numbers.join(',') === draw.numbers.join(',') ? 'verified' : 'mismatch';
    } catch (error) {
      if (!(error instanceof NeedMoreRounds) || rounds.length > 64) throw error;
      rounds.push(new Uint8Array(await subtle.sign('HMAC', key, utf8.encode(lotteryRoundMessage(draw.drawId, rounds.length)))));
    }
  }
}
