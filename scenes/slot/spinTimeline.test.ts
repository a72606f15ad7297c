import { describe, expect, it } from 'vitest';
import { allStoppedAt, hurryStops, MIN_SPIN_MS, planStops, reelFrameAt, startSpin, STOP_STAGGER_MS, type SpinTimeline } from './spinTimeline.ts';
import { stripSymbol, stripUntilLanding, windowAt, type ReelStrip } from './reelStrip.ts';

const STEP = 1000 / 60;

function play(timeline: SpinTimeline, reel: number, until: number) {
  const frames = [];
  for (let t = 0; t <= until; t += STEP) frames.push({ t, ...reelFrameAt(timeline, reel, t) });
  return frames;
}

describe('the reel timeline', () => {
  it('all reels start together and spin freely while the result is not known', () => {
    const timeline = startSpin(5, 3);
    for (const t of [0, 100, 2000, 10_000]) {
      const positions = [0, 1, 2, 3, 4].map((reel) => reelFrameAt(timeline, reel, t));
      expect(new Set(positions.map((p) => p.position)).size).toBe(1);
      expect(positions.every((p) => p.phase === 'spinning')).toBe(true);
    }
    expect(reelFrameAt(timeline, 0, 2000).position).toBeGreaterThan(reelFrameAt(timeline, 0, 1000).position);
    expect(allStoppedAt(timeline)).toBeNull();
  });

  it('stops left to right with a stagger, each on an integer landing, after at least the minimum spin', () => {
    const timeline = planStops(startSpin(5, 3), 300, false);
    const stops = timeline.stops!;
    expect(stops[0]!.start).toBe(MIN_SPIN_MS);
    for (let reel = 1; reel < 5; reel++) {
      expect(stops[reel]!.start - stops[reel - 1]!.start).toBe(STOP_STAGGER_MS);
      expect(stops[reel]!.end).toBeGreaterThan(stops[reel - 1]!.end);
    }
    for (let reel = 0; reel < 5; reel++) {
      expect(Number.isInteger(stops[reel]!.land)).toBe(true);
      expect(reelFrameAt(timeline, reel, stops[reel]!.end)).toEqual({ position: stops[reel]!.land, phase: 'stopped' });
      expect(reelFrameAt(timeline, reel, stops[reel]!.end + 5000).position).toBe(stops[reel]!.land);
    }
    expect(allStoppedAt(timeline)).toBe(stops[4]!.end);
  });

  it('a late result stops the first reel when it arrives', () => {
    const timeline = planStops(startSpin(5, 3), 4000, false);
    expect(timeline.stops![0]!.start).toBe(4000);
  });

  it('overshoots the landing a little and bounces back; never moves backwards before that', () => {
    const timeline = planStops(startSpin(5, 3), 0, false);
    const frames = play(timeline, 2, allStoppedAt(timeline)! + 100);
    const land = timeline.stops![2]!.land;
    const max = Math.max(...frames.map((f) => f.position));
    expect(max).toBeGreaterThan(land);
    expect(max).toBeLessThanOrEqual(land + 0.2);
    const phases = [...new Set(frames.map((f) => f.phase))];
    expect(phases).toEqual(['spinning', 'stopping', 'bouncing', 'stopped']);
    const forward = frames.filter((f) => f.phase === 'spinning' || f.phase === 'stopping');
    for (let i = 1; i < forward.length; i++) expect(forward[i]!.position).toBeGreaterThanOrEqual(forward[i - 1]!.position);
  });

  it('the landed column comes from above the window: it is never on screen before the stop', () => {
    const timeline = planStops(startSpin(5, 3), 2500, false);
    for (let reel = 0; reel < 5; reel++) {
      const stop = timeline.stops![reel]!;
      // Visible strip indices at position p are (p - 1, p + rows]: the landed ones start at `land`.
      const atResult = reelFrameAt(timeline, reel, 2500).position;
      expect(stop.land).toBeGreaterThan(atResult + 3 + 1);
    }
  });

  it('quick: every reel stops at once, fast', () => {
    const normal = planStops(startSpin(5, 3), 0, false);
    const quick = planStops(startSpin(5, 3), 0, true);
    expect(new Set(quick.stops!.map((s) => s.start)).size).toBe(1);
    expect(allStoppedAt(quick)!).toBeLessThan(allStoppedAt(normal)! / 3);
  });

  it('a quick stop mid-spin: reels not yet stopping stop together now; the others finish as planned', () => {
    const planned = planStops(startSpin(5, 3), 0, false);
    const now = planned.stops![1]!.start + 10;
    const hurried = hurryStops(planned, now);
    expect(hurried.stops![0]).toEqual(planned.stops![0]);
    expect(hurried.stops![1]).toEqual(planned.stops![1]);
    for (const reel of [2, 3, 4]) {
      expect(hurried.stops![reel]!.start).toBe(now);
      expect(hurried.stops![reel]!.land).toBeGreaterThan(reelFrameAt(planned, reel, now).position + 4);
    }
    expect(allStoppedAt(hurried)!).toBeLessThan(allStoppedAt(planned)!);
    expect(hurryStops(startSpin(5, 3), 300).stops!.every((s) => s.start === 300)).toBe(true);
  });

  it('reduced motion is shorter, without overshoot, and lands the same way', () => {
    const reduced = planStops(startSpin(5, 3, true), 0, false);
    const normal = planStops(startSpin(5, 3), 0, false);
    expect(allStoppedAt(reduced)!).toBeLessThan(allStoppedAt(normal)! * 0.6);
    const frames = play(reduced, 4, allStoppedAt(reduced)! + 50);
    expect(Math.max(...frames.map((f) => f.position))).toBe(reduced.stops![4]!.land);
    expect(frames.at(-1)!.phase).toBe('stopped');
  });
});

describe('the reel strip', () => {
  const grid = [
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 9],
    [10, 0, 1],
    [2, 10, 9],
  ];
  const previous = [
    [0, 0, 0],
    [1, 1, 1],
    [2, 2, 2],
    [3, 3, 3],
    [4, 4, 4],
  ];
  const strips = (timeline: SpinTimeline, seed: number): ReelStrip[] =>
    grid.map((column, reel) => ({ rows: 3, previous: previous[reel]!, landed: column, land: timeline.stops![reel]!.land, filler: [0, 1, 2, 3, 4, 5, 6, 7, 8], seed, reel }));

  it('starts on the previous column and always lands exactly on the given grid (quick, reduced, late, any seed)', () => {
    for (const [quick, reduced, resultAt, seed] of [
      [false, false, 0, 1],
      [true, false, 0, 2],
      [false, true, 900, 3],
      [true, true, 5000, 4],
      [false, false, 12_345, 99],
    ] as const) {
      const timeline = planStops(startSpin(5, 3, reduced), resultAt, quick);
      strips(timeline, seed).forEach((strip, reel) => {
        expect(windowAt(strip, 0)).toEqual(previous[reel]);
        const frame = reelFrameAt(timeline, reel, allStoppedAt(timeline)!);
        expect(frame.phase).toBe('stopped');
        expect(windowAt(strip, frame.position)).toEqual(grid[reel]);
      });
    }
  });

  it('filler is deterministic from the seed and differs between seeds and reels', () => {
    const timeline = planStops(startSpin(5, 3), 0, false);
    const a = strips(timeline, 7).map(stripUntilLanding);
    const b = strips(timeline, 7).map(stripUntilLanding);
    const c = strips(timeline, 8).map(stripUntilLanding);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a[0]!.slice(3, 12)).not.toEqual(a[1]!.slice(3, 12));
    expect(a[0]!.at(-1)).toBe(grid[0]![0]);
  });

  it('without a result, the strip is filler past the previous column', () => {
    const strip: ReelStrip = { rows: 3, previous: [5, 5, 5], landed: null, land: 0, filler: [1, 2], seed: 1, reel: 0 };
    for (let n = 3; n < 200; n++) expect([1, 2]).toContain(stripSymbol(strip, n));
  });
});
