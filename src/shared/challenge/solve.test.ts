import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '../../../contract/proof-of-work.ts';
import { finish, prefixState } from './sha256.ts';
import { searchNonces } from './solve.ts';

const hex = (words: Uint32Array) => [...words].map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
const nodeSha = (text: string) => createHash('sha256').update(text).digest();

describe('the sign-in challenge solver', () => {
  it('hashes exactly like SHA-256 for every prefix and suffix length around the block edges', () => {
    for (let p = 0; p < 140; p += 7) {
      for (const s of ['', '0', '12345', '9'.repeat(16)]) {
        const prefix = 'x'.repeat(p);
        expect(hex(finish(prefixState(new TextEncoder().encode(prefix)), new TextEncoder().encode(s)))).toBe(nodeSha(prefix + s).toString('hex'));
      }
    }
  });

  it('finds the smallest nonce the server accepts', () => {
    const challenge = '1.tb1s2q.12.AbCdEfGhIjKlMnOp.0123456789abcdef.AbCdEfGhIjKlMnOpQrStUv';
    let from = 0;
    let found: string | null = null;
    while (!found) ({ nonce: found, next: from } = searchNonces(challenge, 12, from, 1000));
    expect(leadingZeroBits(nodeSha(challenge + found))).toBeGreaterThanOrEqual(12);
    for (let n = 0; n < Number(found); n++) expect(leadingZeroBits(nodeSha(challenge + n))).toBeLessThan(12);
  });
});
