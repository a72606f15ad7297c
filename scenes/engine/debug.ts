import { Howler } from 'howler';
import type { Container } from 'pixi.js';
import { cachedAssetCount } from './assets.ts';
import { liveAnimations } from './clock.ts';
import type { ContextCounts } from './contextLoss.ts';
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
  /** The engine's canvas now (the leak test counts its event listeners; a rebuilt renderer has a new one). */
  canvas(): HTMLCanvasElement;
  /** Live frames drawn since the last reset: a still scene draws none (the still-ticker test). */
  drawn(): number;
  /** Whether the ticker runs (asks for animation frames) now. */
  ticking(): boolean;
  /** WebGL context losses, restores and renderers rebuilt (the context-loss test). */
  context(): ContextCounts;
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
  const { stats } = engine;
  window.sceneStats = {
    summary: () => stats.summary(),
    frames: () => stats.frames(),
    reset: () => stats.reset(),
    canvas: () => engine.app.canvas,
    drawn: () => stats.total,
    ticking: () => engine.app.ticker.started,
    context: () => ({ ...engine.contextCounts }),
    counts: () => ({
      scenesOpen: engine.openScene ? 1 : 0,
      displayObjects: countTree(engine.app.stage),
      tickerListeners: engine.app.ticker.count,
      // Pixi nulls a freed texture's slot rather than deleting it: count the live ones.
      gpuTextures: (engine.app.renderer as unknown as { texture?: { managedTextures?: readonly unknown[] } }).texture?.managedTextures?.filter(Boolean).length ?? -1,
      cachedAssets: cachedAssetCount(),
      tweens: liveAnimations(),
      howls: (Reflect.get(Howler, '_howls') as unknown[]).length,
    }),
  };
}
