/**
 * The jackpot wheel (spec §4, §9): a jackpot-tier result spins the wheel for 4 to 6 s and stops
 * with the pointer inside a segment of the drawn tier. The spin's length, its extra turns, which
 * of the tier's segments and where inside it are cosmetic: they come from the scene's seeded RNG,
 * never the result. Pure: segments, target, random source in; the spin out.
 */

export const WHEEL_MIN_MS = 4000;
export const WHEEL_MAX_MS = 6000;
const TAU = Math.PI * 2;

export interface CosmeticRng {
  /** [0, 1) */
  next(): number;
}

export interface WheelPlan {
  from: number;
  to: number;
  duration: number;
  /** The segment the pointer stops in. */
  segment: number;
}

export interface WheelOptions {
  /** The prize of each segment, clockwise from the pointer at rotation 0. */
  segments: readonly number[];
  /** The drawn prize (a propId present in `segments`). */
  target: number;
  /** The wheel's rotation now (radians, clockwise). */
  from: number;
  rng: CosmeticRng;
  /** prefers-reduced-motion: a shorter spin (fraction of the time), same landing. */
  timeScale?: number;
}

export function planWheel({ segments, target, from, rng, timeScale = 1 }: WheelOptions): WheelPlan {
  const candidates = segments.flatMap((prize, index) => (prize === target ? [index] : []));
  if (candidates.length === 0) throw new RangeError('target is on no segment');
  const segment = candidates[Math.floor(rng.next() * candidates.length)]!;
  const width = TAU / segments.length;
  // Inside the segment, clear of its edges, so the pointer never looks like it sits on a line.
  const offset = 0.2 + rng.next() * 0.6;
  const duration = (WHEEL_MIN_MS + rng.next() * (WHEEL_MAX_MS - WHEEL_MIN_MS)) * timeScale;
  // About one turn a second, so a longer spin is not a slower one.
  const turns = Math.max(1, Math.round(duration / 1000));
  // The pointer is at wheel angle -rotation: rotate until it reads (segment + offset) * width.
  const landing = -(segment + offset) * width;
  const delta = (((landing - from) % TAU) + TAU) % TAU;
  return { from, to: from + turns * TAU + delta, duration, segment };
}

/** easeOutQuart: fast start, long gentle stop. */
const easeOut = (p: number) => 1 - (1 - p) ** 4;

export function wheelAngleAt(plan: WheelPlan, t: number): { angle: number; done: boolean } {
  if (t >= plan.duration) return { angle: plan.to, done: true };
  const p = Math.max(0, t) / plan.duration;
  return { angle: plan.from + (plan.to - plan.from) * easeOut(p), done: false };
}

/** The segment under the pointer at a rotation (for tests and for the tick sound on each segment). */
export function segmentUnderPointer(segmentCount: number, rotation: number): number {
  const width = TAU / segmentCount;
  const local = (((-rotation) % TAU) + TAU) % TAU;
  return Math.floor(local / width) % segmentCount;
}
