import { describe, expect, it } from 'vitest';
import { seededRng } from '../engine/rng.ts';
import {
  angleAt,
  edgeDistance,
  halt,
  land,
  LAND_MAX_MS,
  LAND_MIN_MS,
  MARGIN,
  MAX_SEGMENTS,
  MIN_SLICE,
  REDUCED_LAND_MS,
  restsAt,
  segmentAt,
  sliceAngles,
  startSpin,
  type WheelTimeline,
} from './landingPlan.ts';

const TAU = Math.PI * 2;
const EPS = 1e-9;
/** Wheels as the page may draw them: equal slices, tiers of unequal sizes, extremes. */
const WHEELS: number[][] = [
  [1, 1, 1, 1, 1, 1, 1, 1],
  [1.3, 1, 0.8, 1.3, 0.6, 1, 1.3, 0.8],
  [5, 1, 3, 0.2, 2, 1, 0.05, 4, 1, 2],
  [1, 2],
  [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
];

/** Samples the timeline every frame to its rest; returns the angles. */
function play(timeline: WheelTimeline, step = 1000 / 60) {
  const angles: number[] = [];
  const end = restsAt(timeline)!;
  for (let t = 0; t < end + step; t += step) angles.push(angleAt(timeline, t).angle);
  return angles;
}

describe('slice angles (decoration)', () => {
  it('fill the circle, in order, none narrower than MIN_SLICE, proportional where not raised', () => {
    for (const sizes of WHEELS) {
      const slices = sliceAngles(sizes);
      expect(slices.reduce((sum, s) => sum + s.sweep, 0)).toBeCloseTo(TAU, 9);
      slices.forEach((slice, i) => {
        expect(slice.sweep).toBeGreaterThanOrEqual(MIN_SLICE - EPS);
        if (i > 0) expect(slice.start).toBeCloseTo(slices[i - 1]!.start + slices[i - 1]!.sweep, 12);
      });
    }
    const [a, b] = sliceAngles([1, 2]);
    expect(b!.sweep / a!.sweep).toBeCloseTo(2, 9);
    // The tiny ones are raised to the minimum, the big one keeps the largest share.
    const odd = sliceAngles([5, 1, 3, 0.2, 2, 1, 0.05, 4, 1, 2]);
    expect(odd[3]!.sweep).toBeCloseTo(MIN_SLICE, 9);
    expect(odd[6]!.sweep).toBeCloseTo(MIN_SLICE, 9);
    expect(Math.max(...odd.map((s) => s.sweep))).toBe(odd[0]!.sweep);
  });

  it('refuses a wheel with no segment or more than fit', () => {
    expect(() => sliceAngles([])).toThrow(RangeError);
    expect(() => sliceAngles(Array.from({ length: MAX_SEGMENTS + 1 }, () => 1))).toThrow(RangeError);
    expect(sliceAngles([0, -1, Number.NaN]).map((s) => s.sweep)).toEqual([TAU / 3, TAU / 3, TAU / 3]);
  });

  it('the pointer reads the slice it points at', () => {
    const slices = sliceAngles([1, 1, 1, 1]);
    expect(segmentAt(slices, 0)).toBe(0);
    expect(segmentAt(slices, -TAU / 8)).toBe(0);
    expect(segmentAt(slices, -TAU * 0.3)).toBe(1);
    // Turning the wheel clockwise brings the last slice under the pointer.
    expect(segmentAt(slices, TAU / 8)).toBe(3);
    expect(segmentAt(slices, 5 * TAU - TAU * 0.6)).toBe(2);
  });
});

describe('the landing', () => {
  it('stops in the server segment, clear of its edges, for every segment, wheel, offset, start and answer time', () => {
    const rng = seededRng(29);
    let checked = 0;
    for (const sizes of WHEELS) {
      const slices = sliceAngles(sizes);
      for (let segment = 0; segment < slices.length; segment += 1) {
        for (const offset of [0, 1e-12, 0.25, 0.5, 0.75, 0.999999, 1, rng.next(), rng.next()]) {
          for (const reducedMotion of [false, true]) {
            const from = (rng.next() - 0.5) * 200;
            const answeredAt = [0, 120, 900, 7000][checked % 4]!;
            const timeline = land(startSpin(from, reducedMotion), { slices, segment, answeredAt, offset, pace: rng.next(), reducedMotion });
            const end = restsAt(timeline)!;
            const { angle, done } = angleAt(timeline, end);
            expect(done).toBe(true);
            expect(segmentAt(slices, angle)).toBe(segment);
            expect(timeline.landing!.segment).toBe(segment);
            expect(edgeDistance(slices, angle)).toBeGreaterThanOrEqual(MARGIN - EPS);
            // And it stays there.
            expect(angleAt(timeline, end + 10_000).angle).toBe(angle);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(900);
  });

  it('spins at once on the tap, decelerates for 4 to 6 s after the answer, forwards only, without a jolt', () => {
    const slices = sliceAngles([1.3, 1, 0.8, 1.3, 0.6, 1, 1.3, 0.8]);
    const rng = seededRng(3);
    for (let run = 0; run < 200; run += 1) {
      const spin = startSpin(rng.next() * 10, false);
      // Moving already within the first frames of the tap.
      expect(angleAt(spin, 50).angle).toBeGreaterThan(spin.from);
      const answeredAt = rng.next() * 3000;
      const timeline = land(spin, { slices, segment: run % 8, answeredAt, offset: rng.next(), pace: rng.next(), reducedMotion: false });
      const landing = timeline.landing!;
      expect(landing.landMs).toBeGreaterThanOrEqual(LAND_MIN_MS);
      expect(landing.landMs).toBeLessThanOrEqual(LAND_MAX_MS);
      expect(landing.landStart).toBe(Math.max(answeredAt, spin.rampMs));
      // The stop starts at the spin's speed and eases out (cubic family, v0 up to 3).
      expect(landing.v0).toBeGreaterThan(1.5);
      expect(landing.v0).toBeLessThanOrEqual(3 + EPS);
      const angles = play(timeline);
      const steps = angles.slice(1).map((a, i) => a - angles[i]!);
      expect(Math.min(...steps)).toBeGreaterThanOrEqual(-EPS);
      // No jolt at the hand-over from the free spin to the stop: the frame steps around it agree.
      const k = Math.floor(landing.landStart / (1000 / 60));
      const before = steps[k - 1]!;
      const after = steps[k + 1]!;
      if (k > 1) expect(Math.abs(after - before) / before).toBeLessThan(0.1);
      // The last second is slow: under a tenth of the spin's speed per frame at the end.
      expect(steps.at(-2)!).toBeLessThan(spin.speed * (1000 / 60) * 0.1);
    }
  });

  it('reduced motion turns slowly and stops quickly, on the same segment', () => {
    const slices = sliceAngles([1, 1, 1, 1, 1, 1]);
    for (let segment = 0; segment < 6; segment += 1) {
      const timeline = land(startSpin(0, true), { slices, segment, answeredAt: 300, offset: 0.4, pace: 0.9, reducedMotion: true });
      expect(timeline.landing!.landMs).toBe(REDUCED_LAND_MS);
      expect(restsAt(timeline)).toBe(300 + REDUCED_LAND_MS);
      expect(timeline.speed).toBeLessThan(TAU / 3000);
      expect(segmentAt(slices, angleAt(timeline, restsAt(timeline)!).angle)).toBe(segment);
      const angles = play(timeline);
      expect(Math.min(...angles.slice(1).map((a, i) => a - angles[i]!))).toBeGreaterThanOrEqual(-EPS);
    }
  });

  it('refuses a segment the wheel does not have', () => {
    const slices = sliceAngles([1, 1, 1]);
    expect(() => land(startSpin(0, false), { slices, segment: 3, answeredAt: 0, offset: 0, pace: 0, reducedMotion: false })).toThrow(RangeError);
    expect(() => land(startSpin(0, false), { slices, segment: -1, answeredAt: 0, offset: 0, pace: 0, reducedMotion: false })).toThrow(RangeError);
  });

  it('a failed spin slows to rest with no segment', () => {
    const spin = startSpin(1, false);
    const timeline = halt(spin, 2000, false);
    expect(timeline.landing!.segment).toBe(-1);
    const angles = play(timeline);
    expect(Math.min(...angles.slice(1).map((a, i) => a - angles[i]!))).toBeGreaterThanOrEqual(-EPS);
    expect(angleAt(timeline, restsAt(timeline)!).done).toBe(true);
  });
});
