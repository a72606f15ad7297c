/**
 * What a reel scrolls through (issue 6): strip index n (see spinTimeline.ts) holds the column shown
 * before the spin at [0, rows), the landed column at [land, land + rows) once the result is known,
 * and cosmetic filler everywhere else, a deterministic function of the seed, the reel and the index
 * (no array to build or grow while the reel spins). Rows are top to bottom: index `base + rows - 1 - row`.
 */

export interface ReelStrip {
  rows: number;
  /** The column on screen when the spin started, top to bottom. */
  previous: readonly number[];
  /** The landed column, top to bottom; null while the result is not known. */
  landed: readonly number[] | null;
  /** The position at which `landed` fills the window (ReelStop.land). */
  land: number;
  /** Symbol ids filler is drawn from (normal symbols; the scene leaves scatters and wilds rarer). */
  filler: readonly number[];
  seed: number;
  reel: number;
}

/** A small integer hash (murmur3's finaliser): the same on every engine. */
function hash(a: number, b: number, c: number): number {
  let h = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b) ^ Math.imul(c + 0x165667b1, 0xc2b2ae35)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The symbol id at strip index n. */
export function stripSymbol(strip: ReelStrip, n: number): number {
  const { rows } = strip;
  if (n >= 0 && n < rows) return strip.previous[rows - 1 - n]!;
  if (strip.landed && n >= strip.land && n < strip.land + rows) return strip.landed[rows - 1 - (n - strip.land)]!;
  if (strip.filler.length === 0) return strip.previous[0]!;
  return strip.filler[hash(strip.seed, strip.reel, n) % strip.filler.length]!;
}

/** The column the window shows at an integer position, top to bottom. */
export function windowAt(strip: ReelStrip, position: number): number[] {
  const column: number[] = [];
  for (let row = 0; row < strip.rows; row++) column.push(stripSymbol(strip, position + strip.rows - 1 - row));
  return column;
}

/** The whole strip from the start to the landing (for tests and tooling): index 0 first. */
export function stripUntilLanding(strip: ReelStrip): number[] {
  const out: number[] = [];
  for (let n = 0; n < strip.land + strip.rows; n++) out.push(stripSymbol(strip, n));
  return out;
}
