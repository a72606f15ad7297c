// The page's one Pixi renderer and the clock every scene runs on. Loaded only when the first scene
// opens (the host imports it dynamically), so pixi.js and howler never weigh on the lobby.
// The CSP has no 'unsafe-eval': Pixi's eval-free shader and uniform code paths replace its generated ones.
import 'pixi.js/unsafe-eval';
import { TexturePool, type Container, type Ticker, type WebGLRenderer } from 'pixi.js';
import { loadBundles, preloadBundles, soundUrls, textureLookup, unloadBundles } from './assets.ts';
import { advanceClock, clock } from './clock.ts';
import { App, createRenderer, moveToRenderer, redrawTexts } from './renderer.ts';
import { ContextWatch, type ContextCounts } from './contextLoss.ts';
import { FrameStats, ResolutionGovernor } from './frameStats.ts';
import { browserProfile, MAX_RESOLUTION, sceneResolution, snapResolution } from './resolution.ts';
import { randomSeed, seededRng } from './rng.ts';
import { tickerShouldRun } from './stillTicker.ts';
import type { ModelSource, Scene, SceneClass, SceneServices } from './Scene.ts';
import { HowlerBoard, SilentBoard } from './sound.ts';
import { exposeStats } from './debug.ts';
import { markOpen } from './marks.ts';

/** One deterministic step: the gallery advances frames of exactly this length. */
export const FRAME_MS = 1000 / 60;
/** A longer gap (a stall, a breakpoint) is played as this much time, so nothing jumps across the screen. */
const MAX_STEP_MS = 100;

export interface OpenOptions {
  /** Stopped ticker; the caller advances frames (SceneHandle.advance). Also: silent sound board. */
  deterministic?: boolean;
  /** Seed of services.rng; random when absent. */
  seed?: number;
  /** Defaults to prefers-reduced-motion. */
  reducedMotion?: boolean;
  /** Live scenes may use workers (SceneServices.offThread) unless this is false (the bench's on-thread figures). */
  offThread?: boolean;
  /**
   * Defaults to the resolution policy (resolution.ts): min(devicePixelRatio, 2), at most 1.5 on a
   * low-end profile, snapped to 1, 1.5 or 2. Deterministic mode leaves the profile out (the same
   * pixels on any machine): min(devicePixelRatio, 2) snapped.
   */
  resolution?: number;
  /** Bundle loading, 0 → 1. */
  onProgress?(fraction: number): void;
  /** Aborting while bundles load makes open() reject with an AbortError and leaves nothing behind. */
  signal?: AbortSignal;
}

export interface SceneHandle<S> {
  readonly scene: S;
  /**
   * The engine's canvas: the host puts it in its element while the scene is open. A renderer rebuilt
   * after a lost context has a new canvas: the engine puts it where the old one was.
   */
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
  /** Replaced (with its canvas) when a lost context does not come back (contextLoss.ts). */
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
  /** A change (model, size, requestFrame, visibility, restored context) not drawn yet: the still-ticker rule. */
  pending: boolean;
  unsubscribeModel: () => void;
}

export class Engine {
  readonly stats = new FrameStats();
  private active: Active | undefined;
  /** Opens and closes run one after another (React's strict mode mounts, unmounts and mounts at once). */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly context = new ContextWatch({ lost: () => this.onContextLost(), restored: () => this.onContextRestored(), recreate: () => void this.recreateRenderer() });
  private recreating = false;

  private constructor(private readonly application: App) {
    this.context.attach(application.canvas);
  }

  get app(): EngineApp {
    return this.application;
  }

  /** Engine time in ms: advances only with frames (clock.ts; tween.ts hooks gsap to it). */
  get time(): number {
    return clock.time;
  }

  /** Context losses, restores and renderers rebuilt (window.sceneStats.context(), the context-loss test). */
  get contextCounts(): Readonly<ContextCounts> {
    return this.context.counts;
  }

  static async create(): Promise<Engine> {
    const engine = new Engine(new App(await createRenderer(sceneResolution(browserProfile()))));
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
    // Set once `active` exists: the scene may ask for a frame from its constructor or mount().
    let requestFrame = (): void => {};
    const sound = deterministic ? new SilentBoard(new Set(urls.keys())) : new HowlerBoard(urls);
    const services: SceneServices = {
      texture: textureLookup(bundles),
      rng: seededRng(options.seed ?? randomSeed()),
      reducedMotion: options.reducedMotion ?? matchMedia('(prefers-reduced-motion: reduce)').matches,
      offThread: !deterministic && options.offThread !== false && typeof Worker !== 'undefined',
      sound,
      requestFrame: () => requestFrame(),
      // The current renderer, not this one: a second context loss replaces it (contextLoss.ts).
      renderToTexture: (container, target, clear) => {
        if (!this.context.counts.lost) this.app.renderer.render({ container, target, clear });
      },
    };
    const resolution = options.resolution ?? (deterministic ? snapResolution(Math.min(devicePixelRatio, MAX_RESOLUTION)) : sceneResolution(browserProfile()));
    const scene = new SceneClass(services, model, callbacks);
    const active: Active = { scene, bundles, sound, deterministic, governor: new ResolutionGovernor(resolution), width: 1, height: 1, drawn: false, pending: true, unsubscribeModel: () => {} };
    this.active = active;
    requestFrame = () => this.wake(active);
    // Any model change may change the picture: a frame follows (the scene's own listener, added in mount(), runs first).
    active.unsubscribeModel = model.subscribe(requestFrame);
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
    const app = this.application;
    return {
      scene,
      get canvas() {
        return app.canvas;
      },
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
        this.draw(active);
      },
      close: () => this.enqueue(() => this.doClose(active)),
    };
  }

  private async doClose(active: Active): Promise<void> {
    if (this.active !== active) return;
    this.active = undefined;
    this.app.ticker.stop();
    this.app.ticker.remove(this.frame);
    active.unsubscribeModel();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.app.stage.removeChild(active.scene.view);
    try {
      active.scene.destroy();
    } finally {
      active.sound.destroy();
      this.app.canvas.remove();
      // Text textures go back to Pixi's pool on destroy, to wait for its texture GC: that GC counts
      // rendered frames, and a closed (or still) scene renders none, so they would stay on the GPU
      // (pixijs #12022). The next scene's texts take new ones from an empty pool.
      TexturePool.clear(true);
      await unloadBundles(active.bundles);
    }
  }

  /** Sizes the renderer; a deterministic scene is drawn again at once (resizing a canvas clears it), a live one on the next frame. */
  private applySize(active: Active): void {
    this.app.renderer.resize(active.width, active.height, active.governor.current);
    active.scene.resize(active.width, active.height);
    if (active.deterministic) this.draw(active);
    else this.wake(active);
  }

  /** Renders unless the context is lost (then the frame is owed: drawn on restore). */
  private draw(active: Active): void {
    if (this.context.counts.lost) {
      active.pending = true;
      return;
    }
    active.pending = false;
    this.app.render();
  }

  private step(deltaMs: number): void {
    advanceClock(deltaMs);
    this.active?.scene.update(deltaMs);
  }

  private readonly frame = (ticker: Ticker): void => {
    const active = this.active;
    if (!active) return;
    const started = performance.now();
    // Cleared before the update, so a change the update itself causes (a callback into the host) is drawn too.
    active.pending = false;
    this.step(Math.min(ticker.deltaMS, MAX_STEP_MS));
    this.draw(active);
    this.stats.record(performance.now() - started);
    if (!active.drawn) {
      active.drawn = true;
      markOpen('first-frame');
    }
    const resolution = active.governor.current;
    if (active.governor.observe(ticker.deltaMS) !== resolution) this.applySize(active);
    this.schedule();
  };

  /** Starts or stops the ticker by the still-ticker rule (stillTicker.ts). Ticker.start resets its last time: no jump on waking. */
  private schedule(): void {
    const active = this.active;
    const run =
      !!active &&
      tickerShouldRun({ live: !active.deterministic, hidden: document.hidden, contextLost: this.context.counts.lost, pending: active.pending, animating: active.scene.isAnimating() });
    if (run && !this.app.ticker.started) this.app.ticker.start();
    else if (!run && this.app.ticker.started) this.app.ticker.stop();
  }

  /** Something changed: one frame at least (a deterministic scene is drawn by advance() instead). */
  private wake(active: Active): void {
    if (this.active !== active) return;
    active.pending = true;
    if (!active.deterministic) this.schedule();
  }

  /** A hidden page draws nothing and plays nothing; showing it again draws a frame. */
  private readonly onVisibility = (): void => {
    const active = this.active;
    if (!active || active.deterministic) return;
    active.sound.setHidden(document.hidden);
    if (!document.hidden) active.pending = true;
    this.schedule();
  };

  private onContextLost(): void {
    // The ticker stops (schedule sees the loss); nothing renders until restored or rebuilt.
    if (this.active) this.active.pending = true;
    this.schedule();
  }

  private onContextRestored(): void {
    // Pixi has re-uploaded nothing yet: it does so lazily on this render. A context that is lost
    // again at once (the restore failed) is replaced.
    if (this.application.renderer.gl.isContextLost()) return void this.recreateRenderer();
    this.redraw();
  }

  /** After a restore or a new renderer: the scene redraws its render textures, then a frame is drawn. */
  private redraw(): void {
    redrawTexts(this.app.stage);
    const active = this.active;
    if (!active) return;
    active.scene.contextRestored();
    if (active.deterministic) this.draw(active);
    else this.wake(active);
  }

  /**
   * A new renderer on a new canvas, in the old canvas's place in the page; the stage (and so the open
   * scene's display tree) moves over, its textures upload to the new context on the next render.
   */
  private async recreateRenderer(): Promise<void> {
    if (this.recreating) return;
    this.recreating = true;
    try {
      const old = this.application.renderer;
      let renderer: WebGLRenderer;
      try {
        renderer = await createRenderer(old.resolution);
      } catch {
        // No context to be had yet (the GPU process is still restarting): try again later.
        this.context.retryLater();
        return;
      }
      this.context.attach(renderer.canvas);
      moveToRenderer(this.application, renderer);
      if (old.canvas.isConnected) old.canvas.replaceWith(renderer.canvas);
      const active = this.active;
      if (active) renderer.resize(active.width, active.height, active.governor.current);
      try {
        // On a lost context its GL calls are no-ops; the canvas stays ours to drop.
        old.destroy({ removeView: true });
      } catch {
        // A renderer whose context is gone may fail to tidy up; it is unreachable either way.
      }
      this.context.recreated();
      this.redraw();
      this.schedule();
    } finally {
      this.recreating = false;
    }
  }
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
