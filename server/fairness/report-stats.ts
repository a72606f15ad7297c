/**
 * The statistics the fairness report and `npm run fairness` run on draws (issue 28; docs/fairness.md
 * "Operators and proof"). Pure functions on numbers: no database, no clock. The thresholds are 99%
 * (two-sided where the statistic has two tails), as the issue asks after AGCO's standard 21.1.2.
 *
 * - Frequency: Pearson's chi-square of observed against expected counts, its p-value the upper tail
 *   of the chi-square distribution, Q(df/2, x/2), the regularised upper incomplete gamma function
 *   (Numerical Recipes §6.2: a series below a+1, a continued fraction above).
 * - Runs (Wald–Wolfowitz): the sequence read as above / below its median, ties dropped; the number of
 *   runs against its mean and variance under independence, as a z score.
 * - Serial correlation at lag 1: under independence r is about N(-1/n, 1/n), so |r + 1/n| ≤ z₀.₉₉₅/√n.
 */

/** The two-sided 99% normal quantile z₀.₉₉₅. */
export const Z_99 = 2.5758293035489;
/** Below this expected count a cell is pooled with others: the chi-square's approximation needs about 5 a cell. */
export const MIN_EXPECTED = 5;
export const LEVEL = 0.01;

const LANCZOS = [676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = 0.99999999999980993;
  const t = z + 7.5;
  for (let i = 0; i < LANCZOS.length; i += 1) a += LANCZOS[i]! / (z + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-15;
const TINY = 1e-300;

/** P(a, x) by its series (converges fast for x < a + 1). */
function lowerSeries(a: number, x: number): number {
  let sum = 1 / a;
  let term = sum;
  for (let n = 1; n < 100_000; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** Q(a, x) by its continued fraction (modified Lentz; for x ≥ a + 1). */
function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 100_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0, x ≥ 0. */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaQ: a > 0 and x ≥ 0, got ${a}, ${x}`);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** The chi-square distribution's upper tail: P(X ≥ x) with df degrees of freedom. */
export const chiSquareP = (x: number, df: number) => gammaQ(df / 2, x / 2);

/** The standard normal's two-sided tail P(|Z| ≥ |z|) (via Q(1/2, z²/2) = erfc(|z|/√2)). */
export const normalTwoSidedP = (z: number) => gammaQ(0.5, (z * z) / 2);

export interface ChiSquare {
  statistic: number;
  df: number;
  p: number;
  /** Cells after pooling those expected fewer than MIN_EXPECTED times. */
  cells: number;
  pass: boolean;
}

/**
 * Pearson's chi-square of observed counts against probabilities (summing to 1). Cells expected fewer
 * than MIN_EXPECTED times are pooled, smallest first, into one cell until it reaches it (a rare cell,
 * the jackpot's Mega at 1 in 10,000, would otherwise dominate the statistic at small samples); when
 * the pool stays short it joins the smallest cell. Fewer than 2 cells left: nothing to test (p = 1).
 */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]): ChiSquare {
  if (observed.length !== probabilities.length || observed.length === 0) throw new RangeError('chiSquare: one probability per observed count');
  const n = observed.reduce((s, o) => s + o, 0);
  const cells = observed.map((o, i) => ({ o, e: n * probabilities[i]! })).sort((x, y) => x.e - y.e);
  const pooled: { o: number; e: number }[] = [];
  let pool = { o: 0, e: 0 };
  for (const cell of cells) {
    if (cell.e >= MIN_EXPECTED) pooled.push(cell);
    else pool = { o: pool.o + cell.o, e: pool.e + cell.e };
  }
  if (pool.e > 0) {
    if (pool.e >= MIN_EXPECTED || pooled.length === 0) pooled.unshift(pool);
    else pooled[0] = { o: pooled[0]!.o + pool.o, e: pooled[0]!.e + pool.e };
  }
  if (pooled.length < 2 || n === 0) return { statistic: 0, df: 0, p: 1, cells: pooled.length, pass: true };
  const statistic = pooled.reduce((s, c) => s + (c.o - c.e) ** 2 / c.e, 0);
  const df = pooled.length - 1;
  const p = chiSquareP(statistic, df);
  return { statistic, df, p, cells: pooled.length, pass: p >= LEVEL };
}

export interface RunsTest {
  runs: number;
  expected: number;
  z: number;
  p: number;
  pass: boolean;
}

/** The median of a sequence (the mean of the middle two for an even length). */
export function median(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Wald–Wolfowitz runs test about the median: each value above it is +, below it −, equal ones left
 * out. Too few runs means clustering, too many alternation; both fail at 99%.
 */
export function runsTest(values: readonly number[]): RunsTest {
  const m = median(values);
  let above = 0;
  let below = 0;
  let runs = 0;
  let last = 0;
  for (const v of values) {
    if (v === m) continue;
    const sign = v > m ? 1 : -1;
    if (sign > 0) above += 1;
    else below += 1;
    if (sign !== last) runs += 1;
    last = sign;
  }
  const n = above + below;
  if (above === 0 || below === 0) return { runs, expected: runs, z: 0, p: 1, pass: true };
  const expected = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  const z = variance > 0 ? (runs - expected) / Math.sqrt(variance) : 0;
  const p = normalTwoSidedP(z);
  return { runs, expected, z, p, pass: Math.abs(z) <= Z_99 };
}

export interface SerialTest {
  r: number;
  /** |r − (−1/n)| must not pass this (z₀.₉₉₅/√n). */
  bound: number;
  pass: boolean;
}

/** Lag-1 serial correlation of a sequence, against its 99% bound under independence. */
export function serialCorrelation(values: readonly number[]): SerialTest {
  const n = values.length;
  if (n < 3) return { r: 0, bound: Infinity, pass: true };
  let mean = 0;
  for (const v of values) mean += v;
  mean /= n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    const d = values[i]! - mean;
    den += d * d;
    if (i + 1 < n) num += d * (values[i + 1]! - mean);
  }
  const r = den > 0 ? num / den : 0;
  const bound = Z_99 / Math.sqrt(n);
  return { r, bound, pass: Math.abs(r + 1 / n) <= bound };
}

/** Counts of each value 0 … size−1 in a sequence. */
export function countsOf(values: ArrayLike<number>, size: number): number[] {
  const counts = Array.from({ length: size }, () => 0);
  for (let i = 0; i < values.length; i += 1) counts[values[i]!]! += 1;
  return counts;
}

/**
 * How likely chance alone makes at least `failures` of `tests` independent tests fail at level
 * LEVEL (binomial upper tail): with dozens of tests at 99%, one failing now and then is expected.
 */
export function chanceOfFailures(failures: number, tests: number, level = LEVEL): number {
  let below = 0;
  let term = (1 - level) ** tests; // P(0 failures)
  for (let k = 0; k < failures; k += 1) {
    below += term;
    term *= ((tests - k) / (k + 1)) * (level / (1 - level));
  }
  return Math.max(0, 1 - below);
}
