import { describe, expect, it } from 'vitest';
import { highlightAt, planHighlight } from './highlightPlan.ts';

const FRAME = 1000 / 60;

/** What a 60 fps screen shows: the time of each frame at which the lit cell changed. */
function observeChanges(plan: ReturnType<typeof planHighlight>) {
  const changes: { cell: number; at: number }[] = [];
  let last = -1;
  for (let frame = 0; frame * FRAME <= plan.landsAt + FRAME; frame += 1) {
    const { cell } = highlightAt(plan, frame * FRAME);
    if (cell !== last) changes.push({ cell, at: frame * FRAME });
    last = cell;
  }
  return changes;
}

describe('the jackpot highlight run', () => {
  it('starts at an 80 ms step and grows each step by 20 ms', () => {
    const plan = planHighlight({ cellCount: 12, from: 0, target: 5 });
    const durations = plan.steps.map((s) => s.duration);
    expect(durations.slice(0, 4)).toEqual([80, 100, 120, 140]);
    for (let i = 1; i < durations.length; i += 1) expect(durations[i]! - durations[i - 1]!).toBe(20);
  });

  it('runs the fast part (steps up to 300 ms) for about 3 s before it may land', () => {
    const plan = planHighlight({ cellCount: 12, from: 0, target: 0 });
    expect(plan.fastSteps).toBe(12);
    const fastEnd = plan.steps[plan.fastSteps]!.start;
    expect(fastEnd).toBe(2280);
    // The first step over 300 ms ends the "about 3 s" growth.
    expect(fastEnd + plan.steps[plan.fastSteps]!.duration).toBe(2600);
  });

  it('lands on the drawn cell, only after a step has passed 300 ms, whatever the start', () => {
    for (let cellCount = 2; cellCount <= 16; cellCount += 1) {
      for (let from = 0; from < cellCount; from += 1) {
        for (let target = 0; target < cellCount; target += 1) {
          const plan = planHighlight({ cellCount, from, target });
          const last = plan.steps.at(-1)!;
          expect(last.cell).toBe(target);
          expect(last.duration).toBeGreaterThan(300);
          // It stops on the first arrival: no earlier slow step lit the target.
          expect(plan.steps.slice(plan.fastSteps, -1).some((s) => s.cell === target)).toBe(false);
          expect(highlightAt(plan, plan.landsAt + 10_000)).toMatchObject({ cell: target, landed: true });
        }
      }
    }
  });

  it('moves one cell per step, in board order', () => {
    const plan = planHighlight({ cellCount: 12, from: 10, target: 3 });
    expect(plan.steps[0]!.cell).toBe(11);
    plan.steps.forEach((step, i) => expect(step.cell).toBe((11 + i) % 12));
  });

  it('shows every step on screen within one frame of its planned time at 60 fps', () => {
    const plan = planHighlight({ cellCount: 12, from: 4, target: 9 });
    const changes = observeChanges(plan);
    expect(changes.map((c) => c.cell)).toEqual(plan.steps.map((s) => s.cell));
    changes.forEach((change, i) => {
      const planned = plan.steps[i]!.start;
      expect(change.at - planned).toBeGreaterThanOrEqual(0);
      expect(change.at - planned).toBeLessThan(FRAME);
    });
  });

  it('with reduced motion takes the same path in less time', () => {
    const full = planHighlight({ cellCount: 12, from: 2, target: 7 });
    const short = planHighlight({ cellCount: 12, from: 2, target: 7, timeScale: 0.25 });
    expect(short.steps.map((s) => s.cell)).toEqual(full.steps.map((s) => s.cell));
    expect(short.landsAt).toBe(full.landsAt / 4);
  });

  it('refuses a target that is not a cell', () => {
    expect(() => planHighlight({ cellCount: 12, from: 0, target: 12 })).toThrow(RangeError);
    expect(() => planHighlight({ cellCount: 1, from: 0, target: 0 })).toThrow(RangeError);
  });
});
