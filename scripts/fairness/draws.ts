import { createHmac, randomBytes } from 'node:crypto';
import { reelStops, roundMessage, weightedDraw, WordStream } from '../../contract/fairness/algorithm.ts';
import type { ProofTable } from './tables.ts';

/**
 * Draws made exactly as the server makes them (contract/fairness/algorithm.ts on node:crypto's HMAC,
 * docs/fairness.md), many at a time, for the statistical proof: one seed pair, nonces 0, 1, 2, ….
 */

/** A fresh pair: a random 32-byte server seed as its hex text, and a random client seed. */
export const randomPair = () => ({ serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(12).toString('base64url') });

/** Draw `nonce`'s word stream: round r is HMAC-SHA256(serverSeed hex text, `${clientSeed}:${nonce}:${r}`). */
export function streamOf(serverSeed: string, clientSeed: string, nonce: number): WordStream {
  return new WordStream((r) => new Uint8Array(createHmac('sha256', serverSeed).update(roundMessage(clientSeed, nonce, r)).digest()));
}

/**
 * `count` draws of a table. Reels: one sequence of stops per reel (`sequences[reel][draw]`); a
 * weighted table: one sequence of entry indexes. Typed arrays: a million draws stay small.
 */
export function drawMany(table: ProofTable, count: number, pair: { serverSeed: string; clientSeed: string }): Uint32Array[] {
  if (table.kind === 'reels') {
    const lengths = table.strips.map((s) => s.length);
    const sequences = lengths.map(() => new Uint32Array(count));
    for (let nonce = 0; nonce < count; nonce += 1) {
      const stops = reelStops(streamOf(pair.serverSeed, pair.clientSeed, nonce), lengths);
      for (let reel = 0; reel < stops.length; reel += 1) sequences[reel]![nonce] = stops[reel]!;
    }
    return sequences;
  }
  const sequence = new Uint32Array(count);
  for (let nonce = 0; nonce < count; nonce += 1) sequence[nonce] = weightedDraw(streamOf(pair.serverSeed, pair.clientSeed, nonce), table.entries).index;
  return [sequence];
}
