import { createHash, createHmac, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lotteryNumbers, lotteryRoundMessage } from '../../../contract/fairness/lottery.ts';
import { verifyLotteryDraw } from './verifyLottery.ts';

const seed = 'a'.repeat(64);
const seedHash = createHash('sha256').update(seed).digest('hex');
const numbers = lotteryNumbers((r) => new Uint8Array(createHmac('sha256', seed).update(lotteryRoundMessage(42, r)).digest()), 5, 36);
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

describe('the browser check of a lottery draw', () => {
  it('verifies a draw recomputed with Web Crypto; a wrong seed, hash or numbers is a mismatch; an undrawn one pending', async () => {
    const draw = { drawId: 42, pick: 5, pool: 36, seed, seedHash, numbers };
    expect(await verifyLotteryDraw(draw, subtle)).toBe('verified');
    expect(await verifyLotteryDraw({ ...draw, numbers: [...numbers.slice(0, 4), numbers[4] === 36 ? 35 : 36] }, subtle)).toBe('mismatch');
    expect(await verifyLotteryDraw({ ...draw, seedHash: '0'.repeat(64) }, subtle)).toBe('mismatch');
    expect(await verifyLotteryDraw({ ...draw, drawId: 43 }, subtle)).toBe('mismatch');
    expect(await verifyLotteryDraw({ ...draw, seed: null, numbers: null }, subtle)).toBe('pending');
  });
});
