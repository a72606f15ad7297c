import { describe, expect, it } from 'vitest';
import { newRevealFrame, reachedReveal, REVEAL_MS, REVEAL_MS_REDUCED, revealFrameAt } from './reveal.ts';

describe('reveal', () => {
  it('fires at the configured share (default 60%), at 100% only when every cell is counted, above never', () => {
    expect(reachedReveal(0.59, 0.6)).toBe(false);
    expect(reachedReveal(0.6, 0.6)).toBe(true);
    expect(reachedReveal(0.99, 1)).toBe(false);
    expect(reachedReveal(1, 1)).toBe(true);
    expect(reachedReveal(1, 1.5)).toBe(false);
  });

  it('lifts the foil away and rests; reduced motion is shorter and does not scale', () => {
    const frame = newRevealFrame();
    expect(revealFrameAt(0, false, frame)).toMatchObject({ alpha: 1, scale: 1, done: false });
    expect(revealFrameAt(REVEAL_MS / 2, false, frame).alpha).toBeLessThan(0.5);
    expect(revealFrameAt(REVEAL_MS, false, frame)).toMatchObject({ alpha: 0, done: true });
    expect(revealFrameAt(REVEAL_MS_REDUCED, true, frame)).toMatchObject({ alpha: 0, scale: 1, done: true });
    expect(revealFrameAt(REVEAL_MS_REDUCED / 2, true, frame).scale).toBe(1);
  });
});
