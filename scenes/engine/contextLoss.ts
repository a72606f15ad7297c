/**
 * Watches the renderer's canvas for WebGL context loss (docs/scenes.md, context loss). A phone loses
 * the context when the GPU process restarts, the driver resets or the browser reclaims GPU memory for
 * a background tab. Pixi's own GlContextSystem calls preventDefault() on the loss (so the browser may
 * restore) and, on `webglcontextrestored`, emits `renderer.runners.contextChange`: textures re-upload
 * from their sources, buffers and shaders are rebuilt. What it cannot redo is whatever a scene drew
 * into a render texture, and (pixijs #12134) a context lost a second time may never come back. So:
 *
 * - loss: the engine pauses (no ticker, no render) and nothing is thrown;
 * - restore (the first loss of this renderer, within RESTORE_TIMEOUT_MS): the scene redraws what it
 *   drew into render textures (Scene.contextRestored) and the engine draws a frame;
 * - no restore within the timeout, a restore whose context is still lost, or a second loss of the
 *   same renderer: the engine builds a new renderer on a new canvas and drops the old one.
 */

/** How long a first loss waits for the browser's `webglcontextrestored` before the renderer is recreated. */
export const RESTORE_TIMEOUT_MS = 2000;
/** A loss past this many of one renderer is not waited for (pixijs #12134: the second restore may never come). */
export const LOSSES_BEFORE_RECREATE = 2;

export interface ContextHooks {
  lost(): void;
  restored(): void;
  /** Build a new renderer: the old one will not come back. */
  recreate(): void;
}

export interface ContextCounts {
  /** The context is lost right now. */
  lost: boolean;
  losses: number;
  restores: number;
  /** Renderers built to replace a lost one. */
  recreations: number;
}

export class ContextWatch {
  readonly counts: ContextCounts = { lost: false, losses: 0, restores: 0, recreations: 0 };
  private canvas: HTMLCanvasElement | null = null;
  private lossesOfRenderer = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly hooks: ContextHooks) {}

  /** Follows a (new) renderer's canvas; the previous one is let go. */
  attach(canvas: HTMLCanvasElement): void {
    this.detach();
    this.canvas = canvas;
    this.lossesOfRenderer = 0;
    this.counts.lost = false;
    canvas.addEventListener('webglcontextlost', this.onLost);
    canvas.addEventListener('webglcontextrestored', this.onRestored);
  }

  detach(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.canvas?.removeEventListener('webglcontextlost', this.onLost);
    this.canvas?.removeEventListener('webglcontextrestored', this.onRestored);
    this.canvas = null;
  }

  /** The renderer was rebuilt (by the engine, after recreate()). */
  recreated(): void {
    this.counts.recreations++;
  }

  /** A recreation failed (no context to be had yet): try again later. */
  retryLater(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.hooks.recreate(), RESTORE_TIMEOUT_MS);
  }

  private readonly onLost = (event: Event): void => {
    // Without it the browser never restores (Pixi's listener, registered first, does it too).
    event.preventDefault();
    this.counts.lost = true;
    this.counts.losses++;
    this.lossesOfRenderer++;
    this.hooks.lost();
    clearTimeout(this.timer);
    if (this.lossesOfRenderer >= LOSSES_BEFORE_RECREATE) this.timer = setTimeout(() => this.hooks.recreate(), 0);
    else this.timer = setTimeout(() => this.hooks.recreate(), RESTORE_TIMEOUT_MS);
  };

  private readonly onRestored = (): void => {
    // A restore after the engine gave up on this renderer (a second loss) is not trusted.
    if (this.lossesOfRenderer >= LOSSES_BEFORE_RECREATE || !this.counts.lost) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.counts.lost = false;
    this.counts.restores++;
    this.hooks.restored();
  };
}
