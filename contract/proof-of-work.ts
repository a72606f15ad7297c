/**
 * The sign-in challenge (hashcash, as ALTCHA does it): the server hands out an opaque `challenge`
 * string and a `difficulty`; the client finds a `nonce` (decimal digits) such that
 * SHA-256(UTF-8 of challenge + nonce) starts with `difficulty` zero bits, and sends both back with
 * the sign-in. Finding one takes 2^difficulty hashes on average; checking it takes one.
 */
export const NONCE_PATTERN = /^\d{1,16}$/;

/** Leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
