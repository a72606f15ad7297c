/**
 * The provably fair algorithm, version 1 (issue 28; docs/fairness.md publishes it word for word).
 * Pure and synchronous: the server runs it on node:crypto's HMAC, the player's browser on Web Crypto
 * (a Web Worker computes the HMAC rounds first, then runs this same code). Nothing here knows a game's
 * money or a database; it maps bytes to indexes.
 *
 * Bytes (Stake's scheme, so third-party verifiers reproduce them):
 *   round r's 32 bytes = HMAC-SHA256(key = serverSeed as its 64-character hex text (UTF-8),
 *                                    message = `${clientSeed}:${nonce}:${r}`), r = 0, 1, 2, …
 * Words: the byte stream read 4 bytes at a time, big-endian, as unsigned 32-bit integers; word w is
 * bytes 4w … 4w+3 (8 words a round). The cursor counts the words a draw used.
 *
 * Uniform index in [0, n), for 1 ≤ n ≤ 2^32, by integer rejection sampling (no modulo, no floats):
 *   k = floor(2^32 / n); take the next word u; if u ≥ k·n, reject it and take the next; else the
 *   index is floor(u / k). Each index has exactly k accepting words, so every index is equally likely.
 * Weighted pick over positive integer weights w0 … wm (sum W ≤ 2^32): r = uniform index in [0, W);
 *   the pick is the first i with r < w0 + … + wi.
 */

/** The algorithm's name, recorded with every draw (a later version would be a new name). */
export const FAIR_ALGORITHM = 'hmac-sha256-v1';

const TWO_32 = 2 ** 32;
export const WORDS_PER_ROUND = 8;

/** Thrown by a stream that was given a fixed number of rounds and needs another (the browser computes more and retries). */
export class NeedMoreRounds extends Error {
  constructor(readonly rounds: number) {
    super(`fairness: the draw needs more than ${rounds} HMAC rounds`);
  }
}

/** The message HMAC'd for a round. */
export const roundMessage = (clientSeed: string, nonce: number, round: number) => `${clientSeed}:${nonce}:${round}`;

/** The word stream of one draw: `round(r)` gives round r's 32 bytes (computed on demand, or from a precomputed list). */
export class WordStream {
  private cache: Uint8Array[] = [];
  /** Words taken so far: what a draw records as its cursor. */
  used = 0;

  constructor(private readonly round: (r: number) => Uint8Array) {}

  /** A stream over rounds already computed (the browser's worker); asks for more by throwing NeedMoreRounds. */
  static fromRounds(rounds: readonly Uint8Array[]): WordStream {
    return new WordStream((r) => {
      const bytes = rounds[r];
      if (!bytes) throw new NeedMoreRounds(rounds.length);
      return bytes;
    });
  }

  nextWord(): number {
    const r = Math.floor(this.used / WORDS_PER_ROUND);
    const bytes = (this.cache[r] ??= this.round(r));
    if (bytes.length !== 32) throw new Error('fairness: a round is 32 bytes');
    const at = (this.used % WORDS_PER_ROUND) * 4;
    this.used += 1;
    return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
  }
}

/** A uniform index in [0, n) by integer rejection sampling (see the header). */
export function uniformIndex(stream: WordStream, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`fairness: n must be an integer in [1, 2^32], got ${n}`);
  const k = Math.floor(TWO_32 / n);
  const limit = k * n;
  for (;;) {
    const u = stream.nextWord();
    if (u < limit) return Math.floor(u / k);
  }
}

/** A weighted pick: the index i with probability weights[i] / sum (every weight a positive integer). */
export function weightedIndex(stream: WordStream, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 1) throw new RangeError(`fairness: weights are positive integers, got ${w}`);
    total += w;
  }
  if (weights.length === 0 || total > TWO_32) throw new RangeError('fairness: weights must be non-empty and sum to at most 2^32');
  let r = uniformIndex(stream, total);
  for (let i = 0; i < weights.length; i += 1) {
    if (r < weights[i]!) return i;
    r -= weights[i]!;
  }
  throw new Error('fairness: unreachable');
}

/** The slot's draw: one stop per reel, reel by reel, each uniform over its strip's length. */
export function reelStops(stream: WordStream, stripLengths: readonly number[]): number[] {
  return stripLengths.map((length) => uniformIndex(stream, length));
}

/** A weighted table's draw: the entry's index, then for an entry with a range, whole pesos uniform in [min, max]. */
export function weightedDraw(
  stream: WordStream,
  entries: readonly { weight: number; minPesos?: number; maxPesos?: number }[],
): { index: number; pesos?: number } {
  const index = weightedIndex(
    stream,
    entries.map((e) => e.weight),
  );
  const entry = entries[index]!;
  if (entry.minPesos === undefined || entry.maxPesos === undefined) return { index };
  return { index, pesos: entry.minPesos + uniformIndex(stream, entry.maxPesos - entry.minPesos + 1) };
}
