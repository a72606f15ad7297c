import { describe, expect, it } from 'vitest';
import { IDLE_GLOW_LEVEL, IDLE_REST_MS, idleGlowAt, idleGlowMoving } from './idleGlow.ts';

describe('the idle glow', () => {
  it('breathes a few times, then rests at its level without a jump', () => {
    expect(idleGlowAt(500, false)).toBeCloseTo(0.55 + 0.25 * Math.sin(500 / 600));
    expect(idleGlowMoving(IDLE_REST_MS - 1, false)).toBe(true);
    expect(idleGlowAt(IDLE_REST_MS - 1, false)).toBeCloseTo(IDLE_GLOW_LEVEL, 2);
    expect(idleGlowAt(IDLE_REST_MS, false)).toBe(IDLE_GLOW_LEVEL);
    expect(idleGlowMoving(IDLE_REST_MS, false)).toBe(false);
    expect(IDLE_REST_MS).toBeLessThan(15_000);
  });

  it('never breathes under reduced motion', () => {
    for (const ms of [0, 500, 1000, 5000]) expect(idleGlowAt(ms, true)).toBe(IDLE_GLOW_LEVEL);
    expect(idleGlowMoving(0, true)).toBe(false);
  });
});
