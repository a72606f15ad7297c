/**
 * The spin wheel's motion (issue 29, `/activity/spin`): pure, so every segment's landing is tested.
 *
 * The wheel starts turning on the tap (a short spin-up, then a constant speed) while the server's
 * answer is awaited; once it arrives the wheel decelerates over 4 to 6 s (spec §10) and stops with
 * the pointer exactly inside the server's segment, never within MARGIN of a slice edge, so no
 * landing ever looks like it could belong to the neighbour. Slice sizes are decoration (the odds
 * table beside the wheel is the truth); where inside the slice and how long the stop takes are
 * cosmetic, from the scene's seeded RNG, never the result.
 *
 * Angles are radians, clockwise. The pointer sits at the top; at rotation 0 slice 0 starts under it,
 * so the pointer reads wheel angle `-rotation` (mod one turn).
 */

const TAU = Math.PI * 2;
const deg = (degrees: number) => (degrees / 180) * Math.PI;

/** How close to a slice edge the pointer may stop: never nearer. */
export const MARGIN = deg(5);
/** And never in the outer 15% of a slice on either side: a landing near a line reads as a near miss. */
const EDGE_SHARE = 0.15;
/** The narrowest slice drawn: wide enough that a landing clear of both edges still reads as inside. */
export const MIN_SLICE = deg(14);
export const MAX_SEGMENTS = Math.floor(TAU / MIN_SLICE);
/** The deceleration's length (spec: the wheel spins 4 to 6 s). */
export const LAND_MIN_MS = 4000;
export const LAND_MAX_MS = 6000;
/** Reduced motion: a slow turn while waiting, a short stop; the same landing. */
export const REDUCED_LAND_MS = 800;

/** How the wheel turns while the answer is awaited. */
export interface FreeSpin {
  /** Rotation at the tap. */
  from: number;
  /** Radians per ms once up to speed. */
  speed: number;
  /** From rest to `speed` at a constant acceleration over this long. */
  rampMs: number;
}

export const FREE_SPIN: Omit<FreeSpin, 'from'> = { speed: TAU / 600, rampMs: 350 };
export const REDUCED_FREE_SPIN: Omit<FreeSpin, 'from'> = { speed: TAU / 4000, rampMs: 0 };

/** The stop: from `landFrom` at `landStart` (ms after the tap) to `to`, over `landMs`. */
export interface Landing {
  landStart: number;
  landFrom: number;
  to: number;
  landMs: number;
  /** The stop's starting speed in units of (to - landFrom) / landMs: the spin's speed, so no jolt. */
  v0: number;
  /** The segment the pointer stops in (-1 for a stop with no result: the spin failed). */
  segment: number;
}

export interface WheelTimeline extends FreeSpin {
  landing: Landing | null;
}

export interface Slice {
  start: number;
  sweep: number;
}

/**
 * Each slice's angle, clockwise from the top: proportional to its decorative size, but never under
 * MIN_SLICE (the narrow ones are raised and the others share what is left in proportion).
 */
export function sliceAngles(sizes: readonly number[]): Slice[] {
  const n = sizes.length;
  if (n < 1 || n > MAX_SEGMENTS) throw new RangeError(`a wheel has 1 to ${MAX_SEGMENTS} segments, not ${n}`);
  const weights = sizes.map((size) => (Number.isFinite(size) && size > 0 ? size : 1));
  const raised = new Set<number>();
  let sweeps: number[] = [];
  for (;;) {
    const free = weights.reduce((sum, w, i) => (raised.has(i) ? sum : sum + w), 0);
    const room = TAU - raised.size * MIN_SLICE;
    sweeps = weights.map((w, i) => (raised.has(i) ? MIN_SLICE : (w / free) * room));
    const narrow = sweeps.findIndex((sweep, i) => !raised.has(i) && sweep < MIN_SLICE);
    if (narrow < 0) break;
    // Raise every too-narrow slice at once, then share the rest again (each pass raises at least one).
    sweeps.forEach((sweep, i) => sweep < MIN_SLICE && raised.add(i));
  }
  let start = 0;
  return sweeps.map((sweep) => {
    const slice = { start, sweep };
    start += sweep;
    return slice;
  });
}

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** The slice under the pointer at a rotation. */
export function segmentAt(slices: readonly Slice[], rotation: number): number {
  const local = mod(-rotation, TAU);
  for (let i = slices.length - 1; i >= 0; i -= 1) if (local >= slices[i]!.start) return i;
  return 0;
}

/** How far (radians) the pointer is from the nearer edge of the slice it is in. */
export function edgeDistance(slices: readonly Slice[], rotation: number): number {
  const slice = slices[segmentAt(slices, rotation)]!;
  if (slices.length === 1) return Math.PI;
  const local = mod(-rotation, TAU);
  return Math.min(local - slice.start, slice.start + slice.sweep - local);
}

/** The tap: turning starts at once. */
export function startSpin(from: number, reducedMotion: boolean): WheelTimeline {
  return { from, ...(reducedMotion ? REDUCED_FREE_SPIN : FREE_SPIN), landing: null };
}

/** The free turn `t` ms after the tap (no landing considered). */
function freeAngleAt(spin: FreeSpin, t: number): number {
  if (t <= 0) return spin.from;
  if (t < spin.rampMs) return spin.from + (spin.speed * t * t) / (2 * spin.rampMs);
  return spin.from + spin.speed * (t - spin.rampMs / 2);
}

/**
 * The stop's shape: a cubic with f(0)=0, f(1)=1, f'(0)=v0, f'(1)=0. Monotone for v0 in [0, 3];
 * v0 = 3 is the classic ease-out (1 - (1-p)^3), a long gentle stop.
 */
function stopCurve(p: number, v0: number): number {
  return v0 * p + (3 - 2 * v0) * p * p + (v0 - 2) * p * p * p;
}

export interface LandOptions {
  slices: readonly Slice[];
  /** The server's segment. */
  segment: number;
  /** When the answer arrived, ms after the tap (the stop starts then, or once spun up). */
  answeredAt: number;
  /** [0, 1): where inside the slice, clear of its edges (cosmetic). */
  offset: number;
  /** [0, 1): how long the stop takes within 4 to 6 s (cosmetic). */
  pace: number;
  reducedMotion: boolean;
}

/** The answer arrived: the stop that ends with the pointer inside `segment`, clear of its edges. */
export function land(spin: WheelTimeline, { slices, segment, answeredAt, offset, pace, reducedMotion }: LandOptions): WheelTimeline {
  const slice = slices[segment];
  if (!slice) throw new RangeError(`no segment ${segment} on a wheel of ${slices.length}`);
  const margin = Math.max(MARGIN, slice.sweep * EDGE_SHARE);
  const room = Math.max(0, slice.sweep - 2 * margin);
  const inside = slices.length === 1 ? offset * TAU : slice.start + margin + clamp01(offset) * room;
  const landMs = reducedMotion ? REDUCED_LAND_MS : LAND_MIN_MS + clamp01(pace) * (LAND_MAX_MS - LAND_MIN_MS);
  return stopAt(spin, answeredAt, landMs, -inside, segment);
}

/** The spin failed (no answer): slow down and rest wherever it comes to, showing no result. */
export function halt(spin: WheelTimeline, at: number, reducedMotion: boolean): WheelTimeline {
  const landMs = reducedMotion ? REDUCED_LAND_MS / 2 : 1500;
  const landStart = Math.max(at, spin.rampMs);
  const landFrom = freeAngleAt(spin, landStart);
  // An ease-out from the spin's speed: v0 = 3 covers speed × landMs / 3.
  return { ...spin, landing: { landStart, landFrom, to: landFrom + (spin.speed * landMs) / 3, landMs, v0: 3, segment: -1 } };
}

function stopAt(spin: WheelTimeline, at: number, landMs: number, rotation: number, segment: number): WheelTimeline {
  const landStart = Math.max(at, spin.rampMs);
  const landFrom = freeAngleAt(spin, landStart);
  // The shortest forward way to the target, plus whole turns until the stop's first speed matches
  // the spin's with a curve that never turns back (v0 ≤ 3): the wheel eases out, no jolt.
  const least = (spin.speed * landMs) / 3;
  let distance = mod(rotation - landFrom, TAU);
  if (distance < least) distance += Math.ceil((least - distance) / TAU) * TAU;
  if (distance <= 0) distance = TAU;
  const v0 = (spin.speed * landMs) / distance;
  return { ...spin, landing: { landStart, landFrom, to: landFrom + distance, landMs, v0, segment } };
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(Math.max(x, 0), 1) : 0.5);

/** The wheel's rotation `t` ms after the tap, and whether it has come to rest. */
export function angleAt(timeline: WheelTimeline, t: number): { angle: number; done: boolean } {
  const landing = timeline.landing;
  if (!landing || t < landing.landStart) return { angle: freeAngleAt(timeline, t), done: false };
  const p = (t - landing.landStart) / landing.landMs;
  if (p >= 1) return { angle: landing.to, done: true };
  return { angle: landing.landFrom + (landing.to - landing.landFrom) * stopCurve(p, landing.v0), done: false };
}

/** When the wheel comes to rest, ms after the tap (null while no answer has come). */
export function restsAt(timeline: WheelTimeline): number | null {
  return timeline.landing ? timeline.landing.landStart + timeline.landing.landMs : null;
}
