import { describe, expect, it } from 'vitest';
import { countUpAt, planCountUp } from './countUp.ts';
import { planWheel, segmentUnderPointer, wheelAngleAt, WHEEL_MAX_MS, WHEEL_MIN_MS } from './wheelPlan.ts';

/** mulberry32: a small seeded generator, as the scene's cosmetic RNG. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

const SEGMENTS = [50001, 50004, 50003, 50004, 50002, 50004, 50003, 50004];

describe('the jackpot wheel', () => {
  it('always stops with the pointer on a segment of the drawn tier', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const rng = seeded(seed);
      const target = [50001, 50002, 50003, 50004][seed % 4]!;
      const from = rng.next() * 40 - 20;
      const plan = planWheel({ segments: SEGMENTS, target, from, rng });
      const { angle, done } = wheelAngleAt(plan, plan.duration);
      expect(done).toBe(true);
      expect(SEGMENTS[segmentUnderPointer(SEGMENTS.length, angle)]).toBe(target);
      expect(segmentUnderPointer(SEGMENTS.length, angle)).toBe(plan.segment);
    }
  });

  it('spins for 4 to 6 seconds, forwards only, and slows to a stop', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const plan = planWheel({ segments: SEGMENTS, target: 50004, from: 0, rng: seeded(seed) });
      expect(plan.duration).toBeGreaterThanOrEqual(WHEEL_MIN_MS);
      expect(plan.duration).toBeLessThanOrEqual(WHEEL_MAX_MS);
      expect(plan.to - plan.from).toBeGreaterThan(Math.PI * 2 * 3);
      let last = plan.from;
      let lastSpeed = Infinity;
      for (let t = 0; t <= plan.duration; t += 100) {
        const { angle } = wheelAngleAt(plan, t);
        expect(angle).toBeGreaterThanOrEqual(last);
        const speed = angle - last;
        if (t > 0) expect(speed).toBeLessThanOrEqual(lastSpeed + 1e-9);
        if (t > 0) lastSpeed = speed;
        last = angle;
      }
    }
  });

  it('is the same spin for the same seed (deterministic gallery frames)', () => {
    const a = planWheel({ segments: SEGMENTS, target: 50002, from: 1, rng: seeded(7) });
    const b = planWheel({ segments: SEGMENTS, target: 50002, from: 1, rng: seeded(7) });
    expect(a).toEqual(b);
  });

  it('with reduced motion spins shorter and lands the same way', () => {
    const plan = planWheel({ segments: SEGMENTS, target: 50001, from: 0, rng: seeded(3), timeScale: 0.25 });
    expect(plan.duration).toBeLessThanOrEqual(WHEEL_MAX_MS / 4);
    expect(SEGMENTS[segmentUnderPointer(SEGMENTS.length, plan.to)]).toBe(50001);
  });

  it('refuses a prize the wheel does not have', () => {
    expect(() => planWheel({ segments: SEGMENTS, target: 2001, from: 0, rng: seeded(1) })).toThrow(RangeError);
  });
});

describe('the count-up', () => {
  it('rises from zero and ends exactly on the amount', () => {
    const plan = planCountUp(1_234_567);
    expect(countUpAt(plan, 0).value).toBe(0);
    let last = 0;
    for (let t = 0; t < plan.duration; t += 16) {
      const { value, done } = countUpAt(plan, t);
      expect(done).toBe(false);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(1_234_567);
      last = value;
    }
    expect(countUpAt(plan, plan.duration)).toEqual({ value: 1_234_567, done: true });
  });

  it('refuses an amount that is not whole hundredths', () => {
    expect(() => planCountUp(1.5)).toThrow(RangeError);
    expect(() => planCountUp(-1)).toThrow(RangeError);
  });
});
