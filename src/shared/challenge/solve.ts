import { finish, leadingZeroBitsOfWords, prefixState } from './sha256.ts';

/**
 * Finds the nonce for a sign-in challenge (contract/proof-of-work.ts): the smallest decimal number
 * such that SHA-256(challenge + nonce) starts with `difficulty` zero bits. Works in slices of `slice`
 * nonces so a caller can report progress and stay responsive; returns the nonce, or null when the
 * slice ran out (call again from `next`).
 */
export function searchNonces(challenge: string, difficulty: number, from: number, slice: number): { nonce: string | null; next: number } {
  const prefix = prefixState(new TextEncoder().encode(challenge));
  const digits = new Uint8Array(16);
  for (let nonce = from; nonce < from + slice; nonce++) {
    let n = nonce;
    let length = 0;
    do {
      digits[15 - length] = 48 + (n % 10);
      n = Math.floor(n / 10);
      length += 1;
    } while (n > 0);
    if (leadingZeroBitsOfWords(finish(prefix, digits.subarray(16 - length))) >= difficulty) return { nonce: String(nonce), next: nonce + 1 };
  }
  return { nonce: null, next: from + slice };
}

/** Hashes a challenge needs on average: what progress is measured against. */
export const expectedHashes = (difficulty: number) => 2 ** difficulty;
