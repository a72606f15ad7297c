/**
 * When the engine's ticker runs (docs/scenes.md, the still-ticker rule). Pure: Engine.ts feeds it
 * what it knows and starts or stops Pixi's ticker on the answer. A stopped ticker asks for no
 * requestAnimationFrame at all, so a scene at rest costs neither the main thread nor the GPU.
 */
export interface TickerInputs {
  /** A scene is open on the real ticker (deterministic scenes never start it: the caller advances them). */
  live: boolean;
  /** document.hidden: a hidden page draws nothing and plays nothing. */
  hidden: boolean;
  /** The GPU context is lost: nothing can be drawn until it is restored or the renderer recreated. */
  contextLost: boolean;
  /** Something changed since the last drawn frame: the model, the size, a requestFrame(), a restored context. */
  pending: boolean;
  /** The scene's own answer, asked after its last update (Scene.isAnimating). */
  animating: boolean;
}

export function tickerShouldRun(inputs: TickerInputs): boolean {
  if (!inputs.live || inputs.hidden || inputs.contextLost) return false;
  return inputs.pending || inputs.animating;
}
