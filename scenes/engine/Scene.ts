import { Container, type RenderTexture, type Texture } from 'pixi.js';
import type { ModelSource } from './model.ts';
import type { SeededRng } from './rng.ts';
import type { SoundBoard } from './sound.ts';

export { alias } from './alias.ts';
export { SCENE_FONT } from './sceneFont.ts';
export { constantModel, mutableModel, type ModelSource } from './model.ts';
export type { SeededRng } from './rng.ts';
export type { SoundBoard } from './sound.ts';

/** What the engine lends a scene. Everything here is torn down by the engine, not by the scene. */
export interface SceneServices {
  /** A texture from the scene's loaded bundles, by alias (`bundle/name`, see assets/README.md). Throws on an unknown alias. */
  texture(alias: string): Texture;
  /** Cosmetic randomness only (sparkles, idle wobble): seeded in the gallery and tests. Results come from the server. */
  rng: SeededRng;
  /** prefers-reduced-motion: shorten or drop animations, never change what they show at the end. */
  reducedMotion: boolean;
  /**
   * The scene plays live on the page's ticker and may move heavy per-frame work (the pusher's physics)
   * to a worker; false for the gallery's stepped frames and tests, where each frame must be complete
   * when it is drawn (and in Node, which has no Worker here). Absent means false.
   */
  offThread?: boolean;
  /** play(alias), stop(alias). Muting is the player's setting; silent while the page is hidden. */
  sound: SoundBoard;
  /**
   * Asks for a frame: the engine stops its ticker while the open scene is still (isAnimating() false
   * after a drawn frame) and restarts it on this call. A model change, a resize, the page showing
   * again and a restored GPU context wake it by themselves; a method the host calls directly (a
   * spin, a draw) calls this (through Scene.requestFrame()).
   */
  requestFrame(): void;
  /**
   * Draws `container` into `target` with the page's renderer (the current one: a lost context may
   * have replaced it), keeping what the target holds unless `clear`. For a scene that paints into a
   * render texture (the scratch card's brush); nothing is drawn while the context is lost, so such a
   * scene keeps a log on the CPU and redraws from it in contextRestored(). Absent without a renderer
   * (unit tests in Node).
   */
  renderToTexture?(container: Container, target: RenderTexture, clear: boolean): void;
}

/**
 * A canvas-drawn piece of the product (DESIGN §5). The engine constructs it after its bundles are
 * loaded, calls mount() once, resize() with the canvas size, update() every frame, and destroy() when
 * the host goes away. update() must depend only on the deltas it is given (and the model and rng), so
 * the gallery's fixed-step clock renders the same pixels every time.
 */
export abstract class Scene<M, C> {
  /** Asset bundles (folders under assets/) loaded, with progress, before the scene is constructed. */
  static readonly bundles: readonly string[] = [];
  readonly view = new Container();
  protected readonly services: SceneServices;
  protected readonly model: ModelSource<M>;
  protected readonly callbacks: C;
  private readonly disposers: (() => void)[] = [];

  constructor(services: SceneServices, model: ModelSource<M>, callbacks: C) {
    this.services = services;
    this.model = model;
    this.callbacks = callbacks;
  }

  /** Builds the display tree; textures of `bundles` are available. */
  abstract mount(): void;
  /** One frame: deltaMs is 1000/60 in deterministic mode, the real frame time (capped) otherwise. */
  abstract update(deltaMs: number): void;
  /** The canvas size in CSS pixels. Called once after mount() and on every size change. */
  abstract resize(width: number, height: number): void;

  /**
   * Whether the next frame would differ from the last one drawn. The engine renders a live scene only
   * while this is true (plus one frame after each model change, resize or requestFrame()), so a still
   * scene costs no CPU, GPU or battery. Asked after each update(); the default keeps the ticker going.
   * Answer false only when update() would change nothing on screen until the model changes or a
   * method of the scene is called (docs/scenes.md: the still-ticker rule).
   */
  isAnimating(): boolean {
    return true;
  }

  /**
   * The GPU context came back after a loss (or the renderer was recreated): Pixi re-uploads textures
   * from their sources, buffers and shaders by itself, but what a scene drew into a render texture is
   * gone. Redraw it here from what the scene keeps on the CPU (a stroke log, the model); the engine
   * then renders a frame. The default has nothing to redraw.
   */
  contextRestored(): void {}

  /** For methods the host calls (a spin, a draw): wakes the engine's ticker if the scene was still. */
  protected requestFrame(): void {
    this.services.requestFrame();
  }

  show(): void {
    this.view.visible = true;
    this.requestFrame();
  }

  hide(): void {
    this.view.visible = false;
    this.requestFrame();
  }

  /**
   * Registers teardown for destroy(): a model subscription, a tween's kill, a sound's stop. Returns
   * the argument, so `this.own(model.subscribe(...))` reads naturally.
   */
  protected own<T extends () => void>(dispose: T): T {
    this.disposers.push(dispose);
    return dispose;
  }

  /**
   * A texture the scene created (RenderTexture.create, Texture.from a canvas it drew): destroyed with
   * its source on destroy(), since Pixi's texture GC alone lets GPU memory grow (pixijs #12022).
   */
  protected ownTexture<T extends Texture>(texture: T): T {
    this.own(() => texture.destroy(true));
    return texture;
  }

  /**
   * Undoes everything: registered disposers (last first), then the display tree with its graphics
   * contexts. Textures of bundles belong to them (the engine unloads them), so they are not destroyed
   * here; a texture the scene made itself (a render texture, a generated one) it destroys: register
   * it with ownTexture(). Subclasses that override it call super.destroy() last.
   */
  destroy(): void {
    for (const dispose of this.disposers.splice(0).toReversed()) dispose();
    // context: true — Pixi keeps a Graphics' own GraphicsContext (and its GPU buffers) alive when
    // destroy() is given any options without it: the leak test found one geometry per open otherwise.
    // So a scene must not share a GraphicsContext kept outside itself (a module-level constant).
    this.view.destroy({ children: true, context: true });
  }
}

/** A scene class as the engine and the gallery take it. */
export interface SceneClass<M, C, S extends Scene<M, C> = Scene<M, C>> {
  new (services: SceneServices, model: ModelSource<M>, callbacks: C): S;
  readonly bundles: readonly string[];
}
