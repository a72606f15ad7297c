import { describe, expect, it, vi } from 'vitest';
import { mutableModel } from '../engine/model.ts';
import { seededRng } from '../engine/rng.ts';
import type { SceneServices } from '../engine/Scene.ts';
import type { RainSceneModel } from './model.ts';

// Pixi runs in Node for display objects (no renderer); text needs a canvas, so texts are stand-ins
// here (the gallery's visual suite draws the real ones).
vi.stubGlobal('navigator', { userAgent: 'node', gpu: undefined });
vi.mock('./rainFont.ts', () => ({ RAIN_FONT: 'rain-amount', RAIN_FONT_PX: 48, ensureRainFont: () => {} }));
vi.mock('pixi.js', async (importOriginal) => {
  const pixi = await importOriginal<typeof import('pixi.js')>();
  class Text extends pixi.Container {
    readonly anchor = { set() {} };
    text: string;
    constructor(options: { text: string }) {
      super();
      this.text = options.text;
    }
  }
  return { ...pixi, Text, BitmapText: Text };
});
const { Texture } = await import('pixi.js');
const { RainScene } = await import('./RainScene.ts');
const { END_FADE_MS } = await import('./eventClock.ts');

const STARTS = 1_780_000_000_000;
const base: RainSceneModel = { startsAt: STARTS, endsAt: STARTS + 60_000, clockOffset: 0, maxOnScreen: 200, closed: false, totalLabel: '₱0.00', seed: 30 };

function open(options: { model?: Partial<RainSceneModel>; reducedMotion?: boolean; now?: number } = {}) {
  const tapped: number[] = [];
  let ended = 0;
  let frames = 0;
  const services: SceneServices = {
    texture: () => Texture.WHITE,
    rng: seededRng(7),
    reducedMotion: options.reducedMotion ?? false,
    sound: { play: () => {}, stop: () => {} } as unknown as SceneServices['sound'],
    requestFrame: () => void (frames += 1),
  };
  const model = mutableModel<RainSceneModel>({ ...base, ...options.model });
  const now = vi.spyOn(Date, 'now').mockReturnValue(options.now ?? STARTS);
  const scene = new RainScene(services, model, { onPacketTapped: (id) => tapped.push(id), onRainEnded: () => void (ended += 1) });
  scene.mount();
  scene.resize(360, 640);
  now.mockRestore();
  const packets = () => scene.view.children[1] as import('pixi.js').ParticleContainer;
  /** On-screen particles (parked ones are far off the canvas). */
  const live = () => packets().particleChildren.filter((p) => p.x > -1000);
  const run = (ms: number, hz = 60) => {
    const step = 1000 / hz;
    for (let t = 0; t + 1e-9 < ms; t += step) scene.update(step);
  };
  return { scene, model, tapped, ended: () => ended, frames: () => frames, live, packets, run };
}

describe('RainScene (time in, taps in, callbacks out)', () => {
  it('creates its pool once (≥ 240 particles for 200 on screen) and rains ~200 at the peak', () => {
    const { scene, packets, live, run } = open();
    expect(packets().particleChildren.length).toBeGreaterThanOrEqual(240);
    scene.seek(25_000);
    const pool = packets().particleChildren.slice();
    run(500);
    expect(live().length).toBeGreaterThan(185);
    expect(live().length).toBeLessThanOrEqual(215);
    expect(packets().particleChildren).toEqual(pool);
    expect(scene.isAnimating()).toBe(true);
  });

  it('draws the same packets at a moment whatever the frame rate (30, 60, 120 Hz)', () => {
    const poses = [30, 60, 120].map((hz) => {
      const { scene, live, run, tapped } = open();
      scene.seek(20_000);
      run(3000, hz);
      // A tap at the same place and moment takes the same packet.
      scene.tap(180, 320);
      run(1000, hz);
      return { poses: live().map((p) => [Math.round(p.x * 1000), Math.round(p.y * 1000), Math.round(p.rotation * 1e5)]), tapped };
    });
    expect(poses[0]!.poses.length).toBeGreaterThan(150);
    expect(poses[1]).toEqual(poses[0]);
    expect(poses[2]).toEqual(poses[0]);
  });

  it('a tap opens the topmost packet once and reports it; the host answers with a label or nothing', () => {
    const { scene, tapped, live, run, frames } = open();
    scene.seek(25_000);
    run(100);
    const before = live().length;
    const requested = frames();
    const id = scene.tap(180, 320);
    expect(id).not.toBeNull();
    expect(tapped).toEqual([id]);
    expect(frames()).toBeGreaterThan(requested);
    expect(live().length).toBe(before - 1);
    // The same spot again takes another packet (or none), never the same one.
    const again = scene.tap(180, 320);
    expect(again).not.toBe(id);
    scene.open(id!, '₱2.50');
    if (again !== null) scene.open(again, null);
    run(200);
    // The packet stays taken while it would still be falling.
    run(1000);
    expect(tapped.filter((t) => t === id)).toHaveLength(1);
    // The plate at the top and empty sky take no tap.
    expect(scene.tap(180, 30)).toBeNull();
  });

  it('a closed rain ignores taps; packets keep falling', () => {
    const { scene, model, tapped, live, run } = open();
    scene.seek(25_000);
    run(100);
    model.set({ ...base, closed: true });
    expect(scene.tap(180, 320)).toBeNull();
    expect(tapped).toEqual([]);
    expect(live().length).toBeGreaterThan(150);
  });

  it('reports the end once, fades the last packets, then is still (the still-ticker rule)', () => {
    const { scene, ended, live, run } = open();
    scene.seek(58_000);
    run(100);
    expect(live().length).toBeGreaterThan(0);
    expect(scene.isAnimating()).toBe(true);
    run(1900 + 16);
    expect(ended()).toBe(1);
    expect(scene.tap(180, 320)).toBeNull();
    run(END_FADE_MS + 50);
    expect(scene.isAnimating()).toBe(false);
    run(1000);
    expect(ended()).toBe(1);
  });

  it('aligns to the server clock on opening (offset applied) and before the start waits', () => {
    // Opened 30 s into the event by the server's clock: the device clock is 5 s behind it.
    const { scene, live, run } = open({ model: { clockOffset: 5000 }, now: STARTS + 25_000 });
    run(20);
    expect(live().length).toBeGreaterThan(150);
    expect(scene.isAnimating()).toBe(true);
    const early = open({ now: STARTS - 10_000 });
    early.run(500);
    expect(early.live().length).toBe(0);
    expect(early.scene.isAnimating()).toBe(true);
    expect(early.ended()).toBe(0);
    // Opened after the end: reported at the first frame, once.
    const late = open({ now: STARTS + 120_000 });
    late.run(100);
    expect(late.ended()).toBe(1);
    expect(late.scene.isAnimating()).toBe(false);
  });

  it('a new clock offset from the host corrects a real drift only (no twitch on a config refresh)', () => {
    const { model, live, run } = open({ now: STARTS + 25_000 });
    run(0);
    const poses = () => live().map((p) => p.y);
    const before = poses();
    const now = vi.spyOn(Date, 'now').mockReturnValue(STARTS + 25_000);
    model.set({ ...base, clockOffset: 30 });
    expect(poses()).toEqual(before);
    model.set({ ...base, clockOffset: 2000 });
    expect(poses()).not.toEqual(before);
    now.mockRestore();
  });

  it('reduced motion: no lean, the same density', () => {
    const { scene, live, run } = open({ reducedMotion: true });
    scene.seek(30_000);
    run(100);
    expect(live().length).toBeGreaterThan(185);
    expect(live().every((p) => p.rotation === 0)).toBe(true);
  });

  it('after a new renderer, the particles upload their static part again (a context-loss fix)', () => {
    const { scene, packets } = open();
    scene.seek(25_000);
    const update = vi.spyOn(packets(), 'update');
    scene.contextRestored();
    expect(update).toHaveBeenCalled();
  });

  it('shows the host’s total and tears everything down', () => {
    const { scene, model } = open();
    model.set({ ...base, totalLabel: '₱12.50' });
    const texts: string[] = [];
    const visit = (node: import('pixi.js').Container) => {
      if ('text' in node && typeof node.text === 'string') texts.push(node.text);
      node.children.forEach(visit);
    };
    visit(scene.view);
    expect(texts).toContain('₱12.50');
    scene.destroy();
    expect(scene.view.destroyed).toBe(true);
  });
});
