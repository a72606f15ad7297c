import { describe, expect, it } from 'vitest';
import { GLOW_PULSE_MS, GLOW_PULSES, GLOW_REST, landedGlowAt } from './landedGlow.ts';

describe('the landed highlight', () => {
  it('pulses, then rests lit at a steady level with no jump', () => {
    const end = GLOW_PULSE_MS * GLOW_PULSES;
    expect(landedGlowAt(0, false).alpha).toBeCloseTo(0.85, 9);
    let last = landedGlowAt(0, false).alpha;
    for (let ms = 0; ms < end; ms += 1000 / 60) {
      const { alpha, moving } = landedGlowAt(ms, false);
      expect(moving).toBe(true);
      expect(alpha).toBeGreaterThanOrEqual(0.2 - 1e-9);
      expect(alpha).toBeLessThanOrEqual(0.85 + 1e-9);
      expect(Math.abs(alpha - last)).toBeLessThan(0.15);
      last = alpha;
    }
    expect(Math.abs(last - GLOW_REST)).toBeLessThan(0.05);
    expect(landedGlowAt(end, false)).toEqual({ alpha: GLOW_REST, moving: false });
    expect(landedGlowAt(60_000, false).moving).toBe(false);
  });

  it('does not pulse under reduced motion', () => {
    expect(landedGlowAt(0, true)).toEqual({ alpha: GLOW_REST, moving: false });
  });
});
