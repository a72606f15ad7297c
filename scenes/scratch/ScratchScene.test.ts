import { describe, expect, it, vi } from 'vitest';
import { mutableModel } from '../engine/model.ts';
import { seededRng } from '../engine/rng.ts';
import type { SceneServices } from '../engine/Scene.ts';
import type { ScratchSceneModel } from './model.ts';

// Pixi runs in Node for display objects (no renderer): the foil's render passes are counted, not drawn.
vi.stubGlobal('navigator', { userAgent: 'node', gpu: undefined });
const { Texture } = await import('pixi.js');
const { ScratchScene } = await import('./ScratchScene.ts');

const FRAME = 1000 / 60;
const base: ScratchSceneModel = { cardId: 1, face: 'bronze', prize: 'coins', prizeLabel: '₱50.00', hint: 'Scratch here', strokes: [], revealed: false, revealAt: 0.6, brushRadius: 48 };

function open(model = base, reducedMotion = false) {
  const source = mutableModel(model);
  const strokes: number[][] = [];
  let revealed = 0;
  let passes = 0;
  const services: SceneServices = {
    texture: () => Texture.WHITE,
    rng: seededRng(7),
    reducedMotion,
    sound: { play: () => {}, stop: () => {} } as unknown as SceneServices['sound'],
    requestFrame: () => {},
    renderToTexture: () => void passes++,
  };
  const scene = new ScratchScene(services, source, { onStroke: (s) => void strokes.push(s), onRevealed: () => void revealed++ });
  scene.mount();
  // 360 × 640: the card (340 × 220 points) at scale (360 - 16) / 340, centred.
  scene.resize(360, 640);
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += FRAME) scene.update(FRAME);
  };
  return { scene, source, strokes, run, revealedCount: () => revealed, passes: () => passes };
}

/** Canvas pixels of a point in stroke units, for the 360 × 640 layout above. */
function px(u: number, v: number): [number, number] {
  const scale = (360 - 16) / 340;
  const left = Math.round((360 - 340 * scale) / 2);
  const top = Math.round((640 - 220 * scale) / 2);
  return [left + (20 + u * 0.3) * scale, top + (20 + v * 0.3) * scale];
}

describe('ScratchScene (pointer in, strokes and reveal out)', () => {
  it('a drag becomes one stroke in the server stroke space, reported when the finger lifts', () => {
    const { scene, strokes, run } = open();
    scene.pointerDown(...px(100, 100));
    for (let u = 110; u <= 400; u += 10) scene.pointerMove(...px(u, 100 + (u % 20)));
    run(FRAME);
    expect(strokes).toEqual([]);
    scene.pointerUp();
    expect(strokes).toHaveLength(1);
    const stroke = strokes[0]!;
    expect(stroke.every((v) => Number.isInteger(v))).toBe(true);
    expect(stroke.slice(0, 2)).toEqual([100, 100]);
    expect(Math.abs(stroke.at(-2)! - 400)).toBeLessThanOrEqual(1);
    expect(scene.share).toBeGreaterThan(0);
    expect(scene.isAnimating()).toBe(false);
  });

  it('a finger landing outside the foil scratches nothing', () => {
    const { scene, strokes } = open();
    scene.pointerDown(2, 2);
    scene.pointerMove(...px(500, 300));
    scene.pointerUp();
    expect(strokes).toEqual([]);
    expect(scene.share).toBe(0);
  });

  it('reveals itself at the share, once, and the foil lifts away; further drags do nothing', () => {
    const { scene, strokes, run, revealedCount } = open();
    for (let v = 110; v <= 500 && !scene.revealed; v += 50) {
      scene.pointerDown(...px(160, v));
      for (let u = 160; u <= 840; u += 20) scene.pointerMove(...px(u, v));
      run(FRAME);
      scene.pointerUp();
    }
    expect(scene.revealed).toBe(true);
    expect(scene.share).toBeGreaterThanOrEqual(0.6);
    expect(revealedCount()).toBe(1);
    const sent = strokes.length;
    run(1000);
    expect(scene.isAnimating()).toBe(false);
    scene.pointerDown(...px(500, 300));
    scene.pointerMove(...px(600, 300));
    scene.pointerUp();
    scene.revealAll();
    expect(strokes.length).toBe(sent);
    expect(revealedCount()).toBe(1);
  });

  it('reopening with the log counts the same share as the drags that made it', () => {
    const first = open();
    first.scene.pointerDown(...px(200, 200));
    for (let u = 200; u <= 700; u += 7) first.scene.pointerMove(...px(u, 200 + ((u * 3) % 150)));
    first.scene.pointerUp();
    const second = open({ ...base, strokes: first.strokes });
    expect(second.scene.share).toBe(first.scene.share);
    expect(second.scene.share).toBeGreaterThan(0.1);
  });

  it('redraws the foil from its log after a lost context, and starts over on a new card', () => {
    const { scene, source, passes } = open({ ...base, strokes: [[300, 300, 600, 300]] });
    const share = scene.share;
    const before = passes();
    scene.contextRestored();
    // The foil, then the dabs: two passes, and the same share.
    expect(passes() - before).toBe(2);
    expect(scene.share).toBe(share);
    source.set({ ...base, cardId: 2 });
    expect(scene.share).toBe(0);
    expect(scene.revealed).toBe(false);
  });

  it('a lost context in the middle of a drag keeps the unfinished stroke: redrawn, then continued and sent once', () => {
    const { scene, strokes } = open({ ...base, strokes: [[300, 450, 600, 450]] });
    scene.pointerDown(...px(200, 200));
    for (let u = 210; u <= 500; u += 10) scene.pointerMove(...px(u, 220));
    const midDrag = scene.share;
    scene.contextRestored();
    expect(scene.share).toBe(midDrag);
    for (let u = 510; u <= 800; u += 10) scene.pointerMove(...px(u, 220));
    scene.pointerUp();
    // One stroke from where the finger landed to where it lifted, as if nothing had happened.
    expect(strokes).toHaveLength(1);
    expect(strokes[0]!.slice(0, 2)).toEqual([200, 200]);
    expect(Math.abs(strokes[0]!.at(-2)! - 800)).toBeLessThanOrEqual(1);
    // A reload of the log (the model's stroke and the one sent) counts what the player saw.
    const reloaded = open({ ...base, strokes: [[300, 450, 600, 450], ...strokes] });
    expect(reloaded.scene.share).toBe(scene.share);
  });

  it('a card already revealed shows no foil and reports nothing; revealAll reports once', () => {
    const done = open({ ...base, revealed: true });
    done.run(100);
    expect(done.scene.revealed).toBe(true);
    expect(done.revealedCount()).toBe(0);
    const fresh = open(base, true);
    fresh.scene.revealAll();
    fresh.scene.revealAll();
    expect(fresh.revealedCount()).toBe(1);
    fresh.run(250);
    expect(fresh.scene.isAnimating()).toBe(false);
  });

  it('the synthetic path scratches frame by frame and keeps the ticker going while it plays', () => {
    const { scene, run, strokes } = open({ ...base, revealAt: 2 });
    scene.playPath([60, 60, 940, 120, 80, 200], 1.2, false);
    expect(scene.isAnimating()).toBe(true);
    run(3000);
    expect(scene.isAnimating()).toBe(false);
    expect(strokes.length).toBeGreaterThan(0);
    expect(scene.revealed).toBe(false);
  });
});
