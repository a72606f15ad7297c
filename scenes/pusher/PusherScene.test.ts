import { describe, expect, it, vi } from 'vitest';
import { mutableModel } from '../engine/model.ts';
import { seededRng } from '../engine/rng.ts';
import type { SceneServices } from '../engine/Scene.ts';
import type { PusherBoardSnapshot, PusherSceneModel } from './model.ts';

// Pixi runs in Node for display objects (no renderer); its Text needs a canvas, so the caption is a
// stand-in here (the gallery's visual suite draws the real one).
vi.stubGlobal('navigator', { userAgent: 'node', gpu: undefined });
vi.mock('pixi.js', async (importOriginal) => {
  const pixi = await importOriginal<typeof import('pixi.js')>();
  class Text extends pixi.Container {
    readonly anchor = { set() {} };
    text = '';
    constructor(options: { text: string }) {
      super();
      this.text = options.text;
    }
  }
  return { ...pixi, Text };
});
const { Texture } = await import('pixi.js');
const { PusherScene } = await import('./PusherScene.ts');

const FRAME = 1000 / 60;

function open(model: PusherSceneModel = { lanes: 5, board: null, disabled: false }, offThread = false) {
  const taps: number[] = [];
  const settled: { seq: number; board: PusherBoardSnapshot }[] = [];
  let requests = 0;
  const services: SceneServices = {
    texture: () => Texture.WHITE,
    rng: seededRng(7),
    reducedMotion: false,
    offThread,
    sound: { play: () => {}, stop: () => {} } as unknown as SceneServices['sound'],
    requestFrame: () => void (requests += 1),
  };
  const source = mutableModel(model);
  const scene = new PusherScene(services, source, { onLaneTapped: (lane) => taps.push(lane), onDropSettled: (seq, board) => settled.push({ seq, board }) });
  scene.mount();
  scene.resize(360, 640);
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += FRAME) scene.update(FRAME);
  };
  return { scene, source, taps, settled, run, requests: () => requests };
}

describe('PusherScene (taps and drops in, lanes and settles out)', () => {
  it('is still at rest; a drop plays, settles once with the board, and the scene rests again', () => {
    const { scene, settled, run, requests } = open();
    run(100);
    expect(scene.isAnimating()).toBe(false);
    scene.drop({ seq: 4, lane: 1, coins: 2, golden: false, winLabel: '+₱20' });
    expect(requests()).toBeGreaterThan(0);
    expect(scene.isAnimating()).toBe(true);
    run(6000);
    expect(settled.map((s) => s.seq)).toEqual([4]);
    // The board after the drop: 90 coins, +1 dropped, −2 fallen.
    expect(settled[0]!.board.coins).toHaveLength(89);
    run(8000);
    expect(scene.isAnimating()).toBe(false);
  });

  it('maps a tap to its lane (none when disabled or off the board)', () => {
    const { scene, source, taps } = open();
    // 360 wide: the board's 340 art units fill the width; lane 0 starts 20 units in.
    const s = 360 / 340;
    scene.pointerDown(20 * s + 5, 200);
    scene.pointerDown(20 * s + 299 * s, 200);
    scene.pointerDown(20 * s + 150 * s, 200);
    scene.pointerDown(3, 200);
    expect(taps).toEqual([0, 4, 2]);
    source.set({ lanes: 5, board: null, disabled: true });
    scene.pointerDown(200, 200);
    expect(taps).toEqual([0, 4, 2]);
  });

  it('restores a saved board and hides free pool sprites; the pool is built once', () => {
    const { scene, run } = open();
    scene.drop({ seq: 1, lane: 0, coins: 3, golden: true, winLabel: '' });
    run(8000);
    const saved = scene.snapshot();
    const again = open({ lanes: 5, board: saved, disabled: false });
    expect(again.scene.snapshot()).toEqual(saved);
    const objects = (node: { children: readonly unknown[] }): number => 1 + node.children.reduce<number>((n, c) => n + objects(c as { children: readonly unknown[] }), 0);
    const before = objects(again.scene.view);
    again.scene.drop({ seq: 2, lane: 3, coins: 4, golden: false, winLabel: '+₱40' });
    again.run(6000);
    expect(objects(again.scene.view)).toBe(before);
    again.scene.destroy();
    scene.destroy();
  });

  it('carries on on its own thread when its worker fails, with the drop that was on its way, and never starts a second worker', async () => {
    // A worker whose script does not load: the browser fires `error` on it soon after.
    const made: string[] = [];
    class FailingWorker extends EventTarget {
      constructor(url: URL) {
        super();
        made.push(String(url));
        setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })), 0);
      }
      postMessage(): void {}
      terminate(): void {}
    }
    vi.stubGlobal('Worker', FailingWorker);
    try {
      const { scene, settled, run, requests } = open(undefined, true);
      scene.drop({ seq: 9, lane: 2, coins: 1, golden: false, winLabel: '' });
      expect(made).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(requests()).toBeGreaterThan(0);
      run(6000);
      expect(settled.map((s) => s.seq)).toEqual([9]);
      expect(made).toHaveLength(1);
      scene.destroy();
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('navigator', { userAgent: 'node', gpu: undefined });
    }
  });
});
