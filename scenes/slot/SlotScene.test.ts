import { describe, expect, it, vi } from 'vitest';
import { mutableModel } from '../engine/model.ts';
import { seededRng } from '../engine/rng.ts';
import type { SceneServices } from '../engine/Scene.ts';
import type { SlotSceneModel, SlotSpinModel } from './model.ts';

// Pixi runs in Node for display objects (no renderer); its text needs a canvas, so the banner and the
// font are stand-ins here (the gallery's visual suite draws the real ones).
vi.stubGlobal('navigator', { userAgent: 'node', gpu: undefined });
vi.mock('./WinBanner.ts', async () => {
  const { Container } = await import('pixi.js');
  return {
    SLOT_AMOUNT_FONT: 'slot-amount',
    SLOT_AMOUNT_FONT_PX: 72,
    SLOT_AMOUNT_WARMUP: '0123456789',
    ensureSlotAmountFont: () => {},
    WinBanner: class {
      view = new Container();
      layout() {}
      set() {}
      destroy() {}
    },
  };
});
const { Texture } = await import('pixi.js');
const { FiestaSlotScene, slotSceneFor, SlotScene, TigreSlotScene } = await import('./SlotScene.ts');

const FRAME = 1000 / 60;
const NAMES = ['a', 'k', 'q', 'j', 'hi1', 'hi2', 'hi3', 'hi4', 'wild', 'scatter'];
const base: SlotSceneModel = {
  theme: 'fiesta',
  reels: 5,
  rows: 3,
  symbols: NAMES.map((name, id) => ({ id, name, kind: name === 'wild' ? 'wild' : name === 'scatter' ? 'scatter' : 'normal' })),
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
  ],
  idleGrid: Array.from({ length: 5 }, () => [0, 1, 2]),
  waiting: false,
  spin: null,
  labels: { bigWin: 'Big win!', megaWin: 'Mega win!' },
};
const spin = (seq: number, extra: Partial<SlotSpinModel> = {}): SlotSpinModel => ({
  seq,
  grid: Array.from({ length: 5 }, () => [5, 5, 5]),
  wins: [{ line: 0, cells: [[0, 1], [1, 1], [2, 1]], label: '₱1.00' }],
  winMultiplier: 1,
  winLabel: '₱1.00',
  quick: false,
  ...extra,
});

function open(model = base) {
  const source = mutableModel(model);
  const events: string[] = [];
  const played: string[] = [];
  const services: SceneServices = {
    texture: () => Texture.WHITE,
    rng: seededRng(7),
    reducedMotion: false,
    sound: { play: (alias: string) => played.push(alias), stop: () => {} } as unknown as SceneServices['sound'],
    requestFrame: () => {},
  };
  const scene = new SlotScene(services, source, { onReelsStopped: (seq) => events.push(`stopped ${seq}`), onSpinFinished: (seq) => events.push(`finished ${seq}`) });
  scene.mount();
  scene.resize(360, 640);
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += FRAME) scene.update(FRAME);
  };
  return { scene, source, events, played, run };
}

describe('SlotScene (model in, callbacks out)', () => {
  it('waiting spins; the result stops the reels, reports the stop, then the end of its wins, once each', () => {
    const { source, events, played, run, scene } = open();
    source.set({ ...source.get(), waiting: true });
    run(3000);
    expect(events).toEqual([]);
    source.set({ ...source.get(), waiting: false, spin: spin(1) });
    run(2000);
    expect(events).toEqual(['stopped 1']);
    run(6000);
    expect(events).toEqual(['stopped 1', 'finished 1']);
    expect(played.filter((a) => a === 'slot-common/stop')).toHaveLength(5);
    expect(played).toContain('slot-common/win');
    // The same model again starts nothing; a new seq plays again.
    source.set({ ...source.get() });
    run(4000);
    expect(events).toHaveLength(2);
    source.set({ ...source.get(), spin: spin(2, { wins: [], winMultiplier: 0, winLabel: '' }) });
    run(4000);
    expect(events).toEqual(['stopped 1', 'finished 1', 'stopped 2', 'finished 2']);
    scene.destroy();
  });

  it('quick stops sooner', () => {
    const slow = open();
    slow.source.set({ ...base, spin: spin(1) });
    const quick = open();
    quick.source.set({ ...base, spin: spin(1, { quick: true }) });
    slow.run(900);
    quick.run(900);
    expect(quick.events).toEqual(['stopped 1']);
    expect(slow.events).toEqual([]);
  });

  it('a failed bet (waiting back to false without a spin) stops the reels without callbacks', () => {
    const { source, events, run } = open();
    source.set({ ...base, waiting: true });
    run(1000);
    source.set({ ...base, waiting: false });
    run(5000);
    expect(events).toEqual([]);
    source.set({ ...base, spin: spin(3) });
    run(10_000);
    expect(events).toEqual(['stopped 3', 'finished 3']);
  });

  it('is still at rest, after a losing spin, and a few cycles after a winning one (the engine stops its ticker)', () => {
    const { scene, source, events, run } = open();
    run(100);
    expect(scene.isAnimating()).toBe(false);
    source.set({ ...source.get(), waiting: true });
    expect(scene.isAnimating()).toBe(true);
    run(500);
    source.set({ ...source.get(), waiting: false, spin: spin(1, { wins: [], winMultiplier: 0, winLabel: '' }) });
    run(1000);
    expect(scene.isAnimating()).toBe(true);
    run(2000);
    expect(events).toEqual(['stopped 1', 'finished 1']);
    expect(scene.isAnimating()).toBe(false);
    // A win: cycling after its end, at rest after CYCLES_BEFORE_REST more passes.
    source.set({ ...source.get(), spin: spin(2) });
    run(4000);
    expect(events).toContain('finished 2');
    expect(scene.isAnimating()).toBe(true);
    run(8000);
    expect(scene.isAnimating()).toBe(false);
    scene.destroy();
  });

  it('slotSceneFor loads one theme bundle', () => {
    expect(slotSceneFor('fiesta')).toBe(FiestaSlotScene);
    expect(slotSceneFor('tigre')).toBe(TigreSlotScene);
    expect(TigreSlotScene.bundles).toEqual(['slot-common', 'slot-tigre']);
    expect(slotSceneFor(undefined)).toBe(SlotScene);
    expect(slotSceneFor('unknown')).toBe(SlotScene);
  });
});
