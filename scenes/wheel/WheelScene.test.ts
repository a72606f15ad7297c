import { describe, expect, it, vi } from 'vitest';
import { mutableModel } from '../engine/model.ts';
import { seededRng } from '../engine/rng.ts';
import type { SceneServices } from '../engine/Scene.ts';
import { segmentAt, sliceAngles, MARGIN, edgeDistance } from './landingPlan.ts';
import { TIER_SIZE, type SpinTier, type WheelSceneModel } from './model.ts';

// Pixi runs in Node for display objects (no renderer); its Text needs a canvas, so captions are
// stand-ins here (the gallery's visual suite draws the real ones).
vi.stubGlobal('navigator', { userAgent: 'node', gpu: undefined });
vi.mock('pixi.js', async (importOriginal) => {
  const pixi = await importOriginal<typeof import('pixi.js')>();
  class Text extends pixi.Container {
    readonly anchor = { set() {} };
    constructor(options: { text: string }) {
      super();
      this.label = options.text;
    }
  }
  return { ...pixi, Text };
});
const { Texture } = await import('pixi.js');
const { WheelScene } = await import('./WheelScene.ts');

const FRAME = 1000 / 60;
const tiers: SpinTier[] = ['small', 'medium', 'small', 'large', 'small', 'medium', 'small', 'grand'];
const model: WheelSceneModel = { segments: tiers.map((tier, i) => ({ tier, art: 'coins', label: `₱${i}`, size: TIER_SIZE[tier] })) };
const slices = sliceAngles(model.segments.map((s) => s.size));

function open(reducedMotion = false) {
  const landed: number[] = [];
  const played: string[] = [];
  let frames = 0;
  const services: SceneServices = {
    texture: () => Texture.WHITE,
    rng: seededRng(7),
    reducedMotion,
    sound: { play: (alias: string) => played.push(alias), stop: () => {} } as unknown as SceneServices['sound'],
    requestFrame: () => void (frames += 1),
  };
  const scene = new WheelScene(services, mutableModel(model), { onLanded: (seq) => landed.push(seq) });
  scene.mount();
  scene.resize(360, 360);
  const disc = () => scene.view.children[0]!;
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += FRAME) scene.update(FRAME);
  };
  return { scene, landed, played, run, disc, requests: () => frames };
}

describe('WheelScene (methods in, onLanded out)', () => {
  it('rests still; a tap turns it at once; the answer lands it on that segment in 4 to 6 s, reported once', () => {
    const { scene, landed, run, disc, played, requests } = open();
    run(100);
    expect(scene.isAnimating()).toBe(false);
    const rest = disc().rotation;
    scene.startSpin();
    expect(requests()).toBeGreaterThan(0);
    expect(scene.isAnimating()).toBe(true);
    run(100);
    expect(disc().rotation).not.toBe(rest);
    run(1200);
    scene.land(5, 41);
    run(3900);
    expect(landed).toEqual([]);
    let waited = 3900;
    while (landed.length === 0 && waited < 6100) {
      scene.update(FRAME);
      waited += FRAME;
    }
    expect(waited).toBeLessThanOrEqual(6000 + FRAME);
    expect(landed).toEqual([41]);
    expect(segmentAt(slices, disc().rotation)).toBe(5);
    expect(edgeDistance(slices, disc().rotation)).toBeGreaterThanOrEqual(MARGIN - 1e-9);
    expect(played).toContain('wheel/win');
    expect(played.filter((a) => a === 'wheel/tick').length).toBeGreaterThan(5);
    // The highlight pulses, then the scene rests.
    expect(scene.isAnimating()).toBe(true);
    run(2000);
    expect(scene.isAnimating()).toBe(false);
    run(5000);
    expect(landed).toEqual([41]);
  });

  it('lands every segment exactly, spin after spin', () => {
    const { scene, landed, run, disc } = open();
    for (let i = 0; i < model.segments.length; i += 1) {
      scene.startSpin();
      run(300 + i * 97);
      scene.land(i, i + 1);
      run(6500);
      expect(segmentAt(slices, disc().rotation)).toBe(i);
      expect(edgeDistance(slices, disc().rotation)).toBeGreaterThanOrEqual(MARGIN - 1e-9);
    }
    expect(landed).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a second tap while spinning and a repeated answer change nothing', () => {
    const { scene, landed, run, disc } = open();
    scene.startSpin();
    run(500);
    scene.startSpin();
    scene.land(2, 9);
    scene.land(6, 10);
    run(6500);
    expect(landed).toEqual([9]);
    expect(segmentAt(slices, disc().rotation)).toBe(2);
  });

  it('reduced motion lands the same segment within a second of the answer', () => {
    const { scene, landed, run, disc } = open(true);
    scene.startSpin();
    run(400);
    scene.land(7, 3);
    run(850);
    expect(landed).toEqual([3]);
    expect(segmentAt(slices, disc().rotation)).toBe(7);
    expect(scene.isAnimating()).toBe(false);
  });

  it('a failed spin slows to rest with no prize reported', () => {
    const { scene, landed, run } = open();
    scene.startSpin();
    run(800);
    scene.stop();
    run(2000);
    expect(landed).toEqual([]);
    expect(scene.isAnimating()).toBe(false);
  });

  it('an answer with no tap first still spins and lands', () => {
    const { scene, landed, run, disc } = open();
    scene.land(0, 5);
    run(7000);
    expect(landed).toEqual([5]);
    expect(segmentAt(slices, disc().rotation)).toBe(0);
  });
});
