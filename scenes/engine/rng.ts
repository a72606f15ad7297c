/** Cosmetic randomness for scenes. Never for results: those come from the server. */
export interface SeededRng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, maxInclusive]. */
  int(min: number, maxInclusive: number): number;
}

/**
 * mulberry32: tiny, fast and good enough for sparkles; the same seed gives the same sequence on
 * every browser (integer maths only), which is what the gallery's identical pixels rest on.
 */
export function seededRng(seed: number): SeededRng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min, maxInclusive) {
      if (maxInclusive < min) throw new RangeError(`int(${min}, ${maxInclusive}): max is below min`);
      return min + Math.floor(next() * (maxInclusive - min + 1));
    },
  };
}

/** A seed for live play, where no one needs to reproduce the sparkles. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
