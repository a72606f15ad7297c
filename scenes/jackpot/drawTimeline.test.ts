import { describe, expect, it } from 'vitest';
import { drawFrameAt, phaseStart, planDraw, type DrawPhase } from './drawTimeline.ts';
import { segmentUnderPointer } from './wheelPlan.ts';

const SEGMENTS = [50001, 50004, 50003, 50004, 50002, 50004, 50003, 50004];
const fixed = (value: number) => ({ next: () => value });

function phases(timeline: ReturnType<typeof planDraw>): DrawPhase[] {
  const seen: DrawPhase[] = [];
  for (let t = 0; t <= timeline.end + 100; t += 1000 / 60) {
    const { phase } = drawFrameAt(timeline, t);
    if (seen.at(-1) !== phase) seen.push(phase);
  }
  return seen;
}

describe('a whole draw', () => {
  it('an item: highlight, landing, the landed cell, done', () => {
    const timeline = planDraw({ cellCount: 12, from: 0, target: 4, jackpot: null, wheelSegments: SEGMENTS, wheelFrom: 0, rng: fixed(0.5) });
    expect(phases(timeline)).toEqual(['highlight', 'landing', 'landed', 'done']);
    expect(timeline.wheel).toBeNull();
    expect(drawFrameAt(timeline, timeline.end)).toMatchObject({ phase: 'done', cell: 4, amount: null });
  });

  it('a jackpot: after landing the wheel spins 4–6 s onto the tier, then the amount counts up to the win', () => {
    const timeline = planDraw({
      cellCount: 12,
      from: 3,
      target: 0,
      jackpot: { propId: 50002, amount: 345_678 },
      wheelSegments: SEGMENTS,
      wheelFrom: 0,
      rng: fixed(0.3),
    });
    expect(phases(timeline)).toEqual(['highlight', 'landing', 'landed', 'wheel', 'wheelLanded', 'countUp', 'done']);
    const wheel = timeline.wheel!;
    expect(wheel.duration).toBeGreaterThanOrEqual(4000);
    expect(wheel.duration).toBeLessThanOrEqual(6000);
    const end = drawFrameAt(timeline, timeline.end);
    expect(end.amount).toBe(345_678);
    expect(SEGMENTS[segmentUnderPointer(SEGMENTS.length, end.wheelAngle!)]).toBe(50002);
  });

  it('never shows an amount before the wheel has stopped', () => {
    const timeline = planDraw({ cellCount: 12, from: 0, target: 0, jackpot: { propId: 50004, amount: 10_000 }, wheelSegments: SEGMENTS, wheelFrom: 0, rng: fixed(0.9) });
    for (let t = 0; t < timeline.countUp!.start; t += 50) expect(drawFrameAt(timeline, t).amount).toBeNull();
  });
});

describe('phase starts (the gallery jumps to them)', () => {
  it('each phase is showing just after its start', () => {
    const timeline = planDraw({ cellCount: 12, from: 5, target: 2, jackpot: { propId: 50003, amount: 99_900 }, wheelSegments: SEGMENTS, wheelFrom: 0, rng: fixed(0.42) });
    for (const phase of ['highlight', 'landing', 'landed', 'wheel', 'wheelLanded', 'countUp', 'done'] as const) {
      expect(drawFrameAt(timeline, phaseStart(timeline, phase)! + 1).phase).toBe(phase);
    }
  });

  it('an item draw has no wheel phases', () => {
    const timeline = planDraw({ cellCount: 12, from: 0, target: 1, jackpot: null, wheelSegments: SEGMENTS, wheelFrom: 0, rng: fixed(0.5) });
    expect(phaseStart(timeline, 'wheel')).toBeNull();
    expect(phaseStart(timeline, 'countUp')).toBeNull();
  });
});
