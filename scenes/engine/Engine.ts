// The page's one Pixi renderer and the clock every scene runs on. Loaded only when the first scene
// opens (the host imports it dynamically), so pixi.js and howler never weigh on the lobby.
// The CSP has no 'unsafe-eval': Pixi's eval-free shader and uniform code paths replace its generated ones.
import 'pixi.js/unsafe-eval';
import { Container, Sprite, Texture, Ticker, WebGLRenderer } from 'pixi.js';
import { loadBundles, preloadBundles, soundUrls, textureLookup, unloadBundles } from './assets.ts';
import { advanceClock, clock } from './clock.ts';
import { FrameStats, ResolutionGovernor } from './frameStats.ts';
import { randomSeed, seededRng } from './rng.ts';
import type { ModelSource, Scene, SceneClass, SceneServices } from './Scene.ts';
import { HowlerBoard, SilentBoard } from './sound.ts';
import { exposeStats } from './debug.ts';
import { markOpen } from './marks.ts';

/** One deterministic step: the gallery advances frames of exactly this length. */
export const FRAME_MS = 1000 / 60;
/** A longer gap (a stall, a breakpoint) is played as this much time, so nothing jumps across the screen. */
const MAX_STEP_MS = 100;
const MAX_RESOLUTION = 2;

export interface OpenOptions {
  /** Stopped ticker; the caller advances frames (SceneHandle.advance). Also: silent sound board. */
  deterministic?: boolean;
  /** Seed of services.rng; random when absent. */
  seed?: number;
  /** Defaults to prefers-reduced-motion. */
  reducedMotion?: boolean;
  /** Defaults to min(devicePixelRatio, 2). */
  resolution?: number;
  /** Bundle loading, 0 → 1. */
  onProgress?(fraction: number): void;
  /** Aborting while bundles load makes open() reject with an AbortError and leaves nothing behind. */
  signal?: AbortSignal;
}

export interface SceneHandle<S> {
  readonly scene: S;
  /** The engine's one canvas: the host puts it in its element while the scene is open. */
  readonly canvas: HTMLCanvasElement;
  resize(width: number, height: number): void;
  /** Deterministic mode: plays `frames` steps of FRAME_MS, then renders once. */
  advance(frames: number): void;
  /** Destroys the scene, unloads its bundles, stops the clock and takes the canvas out of the page. */
  close(): Promise<void>;
}

/**
 * What Pixi's Application would hold, without it: Application.init goes through autoDetectRenderer,
 * whose imports keep the WebGPU and Canvas renderers in the engine chunk, and loads the browser
 * extensions (events, accessibility, DOM, filters) no scene uses. Scenes take no pointer input (the
 * HUD around them is React); a scene that needs filters imports 'pixi.js/filters' itself.
 */
export interface EngineApp {
  readonly renderer: WebGLRenderer;
  readonly stage: Container;
  readonly ticker: Ticker;
  readonly canvas: HTMLCanvasElement;
  render(): void;
}

interface Active {
  scene: Scene<unknown, unknown>;
  bundles: readonly string[];
  sound: HowlerBoard | SilentBoard;
  deterministic: boolean;
  governor: ResolutionGovernor;
  width: number;
  height: number;
  /** A live scene's first frame is marked (the bench's time to first frame). */
  drawn: boolean;
}

export class Engine {
  readonly stats = new FrameStats();
  private active: Active | undefined;
  /** Opens and closes run one after another (React's strict mode mounts, unmounts and mounts at once). */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(readonly app: EngineApp) {}

  /** Engine time in ms: advances only with frames (clock.ts; tween.ts hooks gsap to it). */
  get time(): number {
    return clock.time;
  }

  static async create(): Promise<Engine> {
    // WebGL only: every phone the product targets has it; without it the host shows its retry message.
    const renderer = new WebGLRenderer();
    await renderer.init({
      antialias: false,
      resolution: Math.min(devicePixelRatio, MAX_RESOLUTION),
      autoDensity: true,
      backgroundAlpha: 0,
      width: 1,
      height: 1,
      // Pixi would import its browser extensions (events, accessibility, DOM, filters) here: none is used.
      skipExtensionImports: true,
    });
    // Compiles the sprite batcher's shader program now, while the scene's chunk and art still load,
    // rather than inside the scene's first frame (the canvas is 1×1 and not in the page yet).
    const warmUp = new Sprite(Texture.WHITE);
    renderer.render({ container: warmUp });
    warmUp.destroy();
    const stage = new Container();
    // Stopped until a live scene opens; the engine's frame callback renders, after the update, so it can time both together.
    const ticker = new Ticker();
    ticker.autoStart = false;
    ticker.stop();
    const app: EngineApp = { renderer, stage, ticker, canvas: renderer.canvas, render: () => renderer.render(stage) };
    const engine = new Engine(app);
    exposeStats(engine);
    return engine;
  }


  get openScene(): Scene<unknown, unknown> | undefined {
    return this.active?.scene;
  }

  open<M, C, S extends Scene<M, C>>(SceneClass: SceneClass<M, C, S>, model: ModelSource<M>, callbacks: C, options: OpenOptions = {}): Promise<SceneHandle<S>> {
    return this.enqueue(() => this.doOpen(SceneClass, model, callbacks, options));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async doOpen<M, C, S extends Scene<M, C>>(SceneClass: SceneClass<M, C, S>, model: ModelSource<M>, callbacks: C, options: OpenOptions): Promise<SceneHandle<S>> {
    if (this.active) throw new Error('a scene is already open: close it first (the engine has one canvas)');
    const bundles = SceneClass.bundles;
    await loadBundles(bundles, options.onProgress);
    markOpen('bundles-loaded');
    if (options.signal?.aborted) {
      await unloadBundles(bundles);
      throw new DOMException('the scene host went away while the scene loaded', 'AbortError');
    }
    const deterministic = options.deterministic === true;
    const urls = soundUrls(bundles);
    const sound = deterministic ? new SilentBoard(new Set(urls.keys())) : new HowlerBoard(urls);
    const services: SceneServices = {
      texture: textureLookup(bundles),
      rng: seededRng(options.seed ?? randomSeed()),
      reducedMotion: options.reducedMotion ?? matchMedia('(prefers-reduced-motion: reduce)').matches,
      sound,
    };
    const resolution = options.resolution ?? Math.min(devicePixelRatio, MAX_RESOLUTION);
    const scene = new SceneClass(services, model, callbacks);
    const active: Active = { scene, bundles, sound, deterministic, governor: new ResolutionGovernor(resolution), width: 1, height: 1, drawn: false };
    this.active = active;
    try {
      scene.mount();
      this.app.stage.addChild(scene.view);
      this.applySize(active);
      markOpen('mounted');
    } catch (error) {
      await this.doClose(active);
      throw error;
    }
    if (!deterministic) {
      document.addEventListener('visibilitychange', this.onVisibility);
      this.app.ticker.add(this.frame);
      this.onVisibility();
    }
    return {
      scene,
      canvas: this.app.canvas,
      resize: (width, height) => {
        const w = Math.max(1, Math.round(width));
        const h = Math.max(1, Math.round(height));
        if (this.active !== active || (w === active.width && h === active.height)) return;
        active.width = w;
        active.height = h;
        this.applySize(active);
      },
      advance: (frames) => {
        if (this.active !== active) throw new Error('advance(): the scene is closed');
        if (!deterministic) throw new Error('advance() is for deterministic mode; a live scene runs on the ticker');
        for (let i = 0; i < frames; i++) this.step(FRAME_MS);
        this.app.render();
      },
      close: () => this.enqueue(() => this.doClose(active)),
    };
  }

  private async doClose(active: Active): Promise<void> {
    if (this.active !== active) return;
    this.active = undefined;
    this.app.ticker.stop();
    this.app.ticker.remove(this.frame);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.app.stage.removeChild(active.scene.view);
    try {
      active.scene.destroy();
    } finally {
      active.sound.destroy();
      this.app.canvas.remove();
      await unloadBundles(active.bundles);
    }
  }

  /** Sizes the renderer; a deterministic scene is drawn again at once (resizing a canvas clears it). */
  private applySize(active: Active): void {
    this.app.renderer.resize(active.width, active.height, active.governor.current);
    active.scene.resize(active.width, active.height);
    if (active.deterministic) this.app.render();
  }

  private step(deltaMs: number): void {
    advanceClock(deltaMs);
    this.active?.scene.update(deltaMs);
  }

  private readonly frame = (ticker: Ticker): void => {
    const active = this.active;
    if (!active) return;
    const started = performance.now();
    this.step(Math.min(ticker.deltaMS, MAX_STEP_MS));
    this.app.render();
    this.stats.record(performance.now() - started);
    if (!active.drawn) {
      active.drawn = true;
      markOpen('first-frame');
    }
    const resolution = active.governor.current;
    if (active.governor.observe(ticker.deltaMS) !== resolution) this.applySize(active);
  };

  /** A hidden page draws nothing and plays nothing; the clock resumes without a jump (Ticker.start resets its last time). */
  private readonly onVisibility = (): void => {
    const active = this.active;
    if (!active || active.deterministic) return;
    active.sound.setHidden(document.hidden);
    if (document.hidden) this.app.ticker.stop();
    else this.app.ticker.start();
  };
}

markOpen('engine-evaluated');

let engine: Promise<Engine> | undefined;

/** The engine, created on first use. A failed creation (no WebGL) is retried on the next call. */
export function getEngine(): Promise<Engine> {
  engine ??= Engine.create()
    .then((created) => {
      markOpen('renderer-ready');
      return created;
    })
    .catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/**
 * Starts what opening `SceneClass` waits for, side by side: the renderer (WebGL context, shader
 * warm-up) and the scene's bundles (fetch, decode off the main thread). Hosts call it as early as
 * they know the scene (SceneHost on mount; prepareScene on the tap that will show it); open() then
 * finds both done or under way. Art loaded here stays loaded until the scene opens and closes.
 */
export function prepareScene(SceneClass: { readonly bundles: readonly string[] }): Promise<void> {
  return Promise.all([getEngine(), preloadBundles(SceneClass.bundles)]).then(() => undefined);
}
