/**
 * How the reels move during a spin (issue 6), as pure functions of time: all reels start together
 * (a short run-up), spin freely while the bet is in flight, and once the result is known stop left to
 * right with a stagger, each easing out onto its landed row with a small overshoot and bounce back.
 * `quick` stops every reel at once, fast. Reduced motion shortens every duration and drops the
 * bounce; it never changes where a reel lands.
 *
 * A reel's position is the number of cells it has travelled (symbols move downwards): at position p
 * the cell with strip index n sits at row `p + rows - 1 - n` (0 is the top row). The strip
 * (reelStrip.ts) puts the landed column at indices [land, land + rows), so position `land` shows it.
 */

/** Cells per millisecond at full speed (≈ 27 symbols a second). */
export const SPIN_SPEED = 0.027;
/** The run-up from rest to full speed. */
export const RUN_UP_MS = 220;
/** The reels spin at least this long before the first one may stop (a result that is already known waits for it). */
export const MIN_SPIN_MS = 650;
/** Between one reel's stop and the next one's. */
export const STOP_STAGGER_MS = 200;
/** Easing out onto the landed cell (the decelerating part of a stop). */
export const STOP_MS = 380;
/** Past the landing by this fraction of a cell, then back. */
export const OVERSHOOT_CELLS = 0.16;
export const BOUNCE_MS = 170;
/** `quick`: every reel stops together, in this time, with a smaller bounce. */
export const QUICK_STOP_MS = 180;
export const QUICK_MIN_SPIN_MS = 120;
export const QUICK_OVERSHOOT_CELLS = 0.08;
export const QUICK_BOUNCE_MS = 90;
/** Reduced motion: durations times this, no overshoot. */
export const REDUCED_TIME_SCALE = 0.4;

export interface ReelStop {
  /** When the reel starts to decelerate (ms from the spin's start). */
  start: number;
  /** Its final position (an integer: the landed column exactly in the window). */
  land: number;
  /** Decelerating time, then the bounce's. */
  stopMs: number;
  overshoot: number;
  bounceMs: number;
  /** When it is at rest on `land`. */
  end: number;
}

export interface SpinTimeline {
  reels: number;
  rows: number;
  timeScale: number;
  /** Null while the result is not known (the reels spin freely). */
  stops: ReelStop[] | null;
}

export type ReelPhase = 'spinning' | 'stopping' | 'bouncing' | 'stopped';

export interface ReelFrame {
  position: number;
  phase: ReelPhase;
}

export function startSpin(reels: number, rows: number, reducedMotion = false): SpinTimeline {
  if (!Number.isInteger(reels) || reels < 1 || !Number.isInteger(rows) || rows < 1) throw new RangeError('reels/rows');
  return { reels, rows, timeScale: reducedMotion ? REDUCED_TIME_SCALE : 1, stops: null };
}

/** Free spin: a quadratic run-up to full speed, then constant speed. */
export function freePosition(timeline: SpinTimeline, t: number): number {
  const runUp = RUN_UP_MS * timeline.timeScale;
  if (t <= 0) return 0;
  if (t < runUp) return (SPIN_SPEED * t * t) / (2 * runUp);
  return SPIN_SPEED * (t - runUp / 2);
}

/**
 * The result arrived at `resultAt` (ms from the spin's start): plans every reel's stop. The landing
 * is far enough ahead that the landed cells were never on screen as filler before (no symbol swaps
 * in view), and the deceleration starts at about the spinning speed.
 */
export function planStops(timeline: SpinTimeline, resultAt: number, quick: boolean): SpinTimeline {
  if (timeline.stops) return timeline;
  const scale = timeline.timeScale;
  const reduced = scale !== 1;
  const first = Math.max(resultAt, (quick ? QUICK_MIN_SPIN_MS : MIN_SPIN_MS) * scale);
  const stopMs = (quick ? QUICK_STOP_MS : STOP_MS) * scale;
  const overshoot = reduced ? 0 : quick ? QUICK_OVERSHOOT_CELLS : OVERSHOOT_CELLS;
  const bounceMs = reduced ? 0 : (quick ? QUICK_BOUNCE_MS : BOUNCE_MS) * scale;
  // An ease-out (quadratic) over stopMs starting at SPIN_SPEED covers SPIN_SPEED × stopMs / 2 cells;
  // at least rows + 2, so the landed column comes in from above the window.
  const minTravel = Math.max(timeline.rows + 2, Math.round((SPIN_SPEED * stopMs) / 2));
  const stops: ReelStop[] = [];
  for (let reel = 0; reel < timeline.reels; reel++) {
    const start = first + (quick ? 0 : reel * STOP_STAGGER_MS * scale);
    const land = Math.ceil(freePosition(timeline, start) + minTravel);
    stops.push({ start, land, stopMs, overshoot, bounceMs, end: start + stopMs + bounceMs });
  }
  return { ...timeline, stops };
}

const easeOutQuad = (p: number) => 1 - (1 - p) * (1 - p);
const easeInOutSine = (p: number) => 0.5 - 0.5 * Math.cos(Math.PI * p);

export function reelFrameAt(timeline: SpinTimeline, reel: number, t: number): ReelFrame {
  const stop = timeline.stops?.[reel];
  if (!stop || t < stop.start) return { position: freePosition(timeline, t), phase: 'spinning' };
  const from = freePosition(timeline, stop.start);
  const target = stop.land + stop.overshoot;
  const into = t - stop.start;
  if (into < stop.stopMs) return { position: from + (target - from) * easeOutQuad(into / stop.stopMs), phase: 'stopping' };
  const back = into - stop.stopMs;
  if (back < stop.bounceMs) return { position: target - stop.overshoot * easeInOutSine(back / stop.bounceMs), phase: 'bouncing' };
  return { position: stop.land, phase: 'stopped' };
}

/** When the last reel comes to rest; null while the result is not known. */
export function allStoppedAt(timeline: SpinTimeline): number | null {
  return timeline.stops ? Math.max(...timeline.stops.map((stop) => stop.end)) : null;
}

/**
 * The player asked for a quick stop mid-spin (`quick` arrived after the stops were planned): every reel
 * not yet decelerating stops now, all together, the quick way; the ones already stopping finish as
 * planned. Landings move forward only, so nothing already on screen changes.
 */
export function hurryStops(timeline: SpinTimeline, now: number): SpinTimeline {
  if (!timeline.stops) return planStops(timeline, now, true);
  const scale = timeline.timeScale;
  const reduced = scale !== 1;
  const stopMs = QUICK_STOP_MS * scale;
  const overshoot = reduced ? 0 : QUICK_OVERSHOOT_CELLS;
  const bounceMs = reduced ? 0 : QUICK_BOUNCE_MS * scale;
  const minTravel = Math.max(timeline.rows + 2, Math.round((SPIN_SPEED * stopMs) / 2));
  const stops = timeline.stops.map((stop) => {
    if (stop.start <= now) return stop;
    const land = Math.ceil(freePosition(timeline, now) + minTravel);
    return { start: now, land, stopMs, overshoot, bounceMs, end: now + stopMs + bounceMs };
  });
  return { ...timeline, stops };
}
