import { describe, expect, it } from 'vitest';
import { effectPose, LABEL_MS, newEffectPose, PUFF_MS, WAIT_MS } from './openEffect.ts';

describe('a tapped packet’s animation', () => {
  it('pops open at once and waits, glowing, for the answer; unanswered it fades by itself', () => {
    const pose = newEffectPose();
    effectPose(0, null, false, false, pose);
    expect(pose.packetAlpha).toBe(1);
    expect(pose.labelAlpha).toBe(0);
    effectPose(150, null, false, false, pose);
    expect(pose.packetScale).toBeGreaterThan(1.1);
    effectPose(3000, null, false, false, pose);
    expect(pose.done).toBe(false);
    expect(pose.glintAlpha).toBeGreaterThan(0);
    effectPose(WAIT_MS + 400, null, false, false, pose);
    expect(pose.done).toBe(true);
  });

  it('an amount floats up and fades, then the effect is done', () => {
    const pose = newEffectPose();
    effectPose(500, 200, true, false, pose);
    expect(pose.labelAlpha).toBe(1);
    expect(pose.labelDy).toBeLessThan(0);
    effectPose(500 + LABEL_MS, LABEL_MS - 1, true, false, pose);
    expect(pose.labelAlpha).toBeLessThan(0.01);
    expect(pose.done).toBe(false);
    effectPose(500 + LABEL_MS, LABEL_MS, true, false, pose);
    expect(pose.done).toBe(true);
  });

  it('nothing in it: a puff, no amount', () => {
    const pose = newEffectPose();
    effectPose(400, 100, false, false, pose);
    expect(pose.puffAlpha).toBeGreaterThan(0);
    expect(pose.labelAlpha).toBe(0);
    effectPose(400, PUFF_MS, false, false, pose);
    expect(pose.done).toBe(true);
  });

  it('reduced motion: no wobble, no rise, the same outcome', () => {
    const pose = newEffectPose();
    effectPose(100, null, false, true, pose);
    expect(pose.packetRotation).toBe(0);
    effectPose(700, 300, true, true, pose);
    expect(pose.labelDy).toBe(0);
    expect(pose.labelAlpha).toBe(1);
  });
});
