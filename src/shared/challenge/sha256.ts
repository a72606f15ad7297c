/**
 * SHA-256 in plain JavaScript, for the sign-in challenge's worker. WebCrypto's digest is
 * asynchronous and costs a promise per hash, several times slower for tens of thousands of tiny
 * inputs on a low-end phone; this one hashes the challenge's fixed prefix once (`prefixState`) and
 * then only the last block or two per nonce.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const w = new Uint32Array(64);

/** Runs the compression function over one 64-byte block at `offset`, updating `state` in place. */
function compress(state: Uint32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let [a, b, c, d, e, f, g, h] = state as unknown as [number, number, number, number, number, number, number, number];
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** The state after a message's whole 64-byte blocks, and the bytes left over. */
export interface Prefix {
  state: Uint32Array;
  rest: Uint8Array;
  length: number;
}

export function prefixState(prefix: Uint8Array): Prefix {
  const state = new Uint32Array(INITIAL);
  const whole = prefix.length - (prefix.length % 64);
  for (let offset = 0; offset < whole; offset += 64) compress(state, prefix, offset);
  return { state, rest: prefix.slice(whole), length: prefix.length };
}

const tail = new Uint8Array(128);
const scratch = new Uint32Array(8);

/**
 * SHA-256 of prefix + suffix, as 8 big-endian words (the first holds the leading bits). The words
 * are a shared buffer, overwritten by the next call: read them before hashing again.
 */
export function finish(prefix: Prefix, suffix: Uint8Array): Uint32Array {
  const state = scratch;
  state.set(prefix.state);
  const used = prefix.rest.length + suffix.length;
  const blocks = used + 9 <= 64 ? 1 : 2;
  tail.fill(0, 0, blocks * 64);
  tail.set(prefix.rest, 0);
  tail.set(suffix, prefix.rest.length);
  tail[used] = 0x80;
  const bits = (prefix.length + suffix.length) * 8;
  const end = blocks * 64;
  // Message length in bits, big-endian, in the last 8 bytes (inputs here are far below 2^32 bits).
  tail[end - 4] = bits >>> 24;
  tail[end - 3] = (bits >>> 16) & 0xff;
  tail[end - 2] = (bits >>> 8) & 0xff;
  tail[end - 1] = bits & 0xff;
  for (let offset = 0; offset < end; offset += 64) compress(state, tail, offset);
  return state;
}

/** Leading zero bits of a hash given as words. */
export function leadingZeroBitsOfWords(words: Uint32Array): number {
  let bits = 0;
  for (const word of words) {
    if (word === 0) {
      bits += 32;
      continue;
    }
    return bits + Math.clz32(word);
  }
  return bits;
}
