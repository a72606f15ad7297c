import { Howler } from 'howler';
import type { Container } from 'pixi.js';
import { cachedAssetCount } from './assets.ts';
import { liveAnimations } from './clock.ts';
import type { Engine } from './Engine.ts';

/** What the engine holds right now; the leak test checks none of it grows across open/close cycles. */
export interface EngineCounts {
  scenesOpen: number;
  displayObjects: number;
  tickerListeners: number;
  gpuTextures: number;
  cachedAssets: number;
  tweens: number;
  howls: number;
}

/** Read by the bench (bench/scenes.ts) and the leak test through `window.sceneStats`. */
export interface SceneStatsApi {
  summary(): { frames: number; p50: number; p95: number; max: number };
  frames(): number[];
  reset(): void;
  counts(): EngineCounts;
  /** The engine's one canvas (the leak test counts its event listeners). */
  canvas(): HTMLCanvasElement;
}

declare global {
  interface Window {
    sceneStats?: SceneStatsApi;
  }
}

function countTree(node: Container): number {
  let total = 1;
  for (const child of node.children) total += countTree(child);
  return total;
}

export function exposeStats(engine: Engine): void {
  const { app, stats } = engine;
  window.sceneStats = {
    summary: () => stats.summary(),
    frames: () => stats.frames(),
    reset: () => stats.reset(),
    canvas: () => app.canvas,
    counts: () => ({
      scenesOpen: engine.openScene ? 1 : 0,
      displayObjects: countTree(app.stage),
      tickerListeners: app.ticker.count,
      // Pixi nulls a freed texture's slot rather than deleting it: count the live ones.
      gpuTextures: (app.renderer as unknown as { texture?: { managedTextures?: readonly unknown[] } }).texture?.managedTextures?.filter(Boolean).length ?? -1,
      cachedAssets: cachedAssetCount(),
      tweens: liveAnimations(),
      howls: (Reflect.get(Howler, '_howls') as unknown[]).length,
    }),
  };
}
