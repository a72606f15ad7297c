// The page's WebGL renderer and what Pixi's Application would hold around it (see Engine.ts, EngineApp).
import { AbstractText, Container, Sprite, Texture, TexturePool, Ticker, WebGLRenderer } from 'pixi.js';
import type { EngineApp } from './Engine.ts';

/** A renderer: WebGL only (every phone the product targets has it; without it the host shows its retry message). */
export async function createRenderer(resolution: number): Promise<WebGLRenderer> {
  const renderer = new WebGLRenderer();
  await renderer.init({
    antialias: false,
    resolution,
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
  return renderer;
}

/** EngineApp with a renderer that can be swapped for a new one. */
export class App implements EngineApp {
  stage = new Container();
  readonly ticker = new Ticker();

  constructor(public renderer: WebGLRenderer) {
    // Stopped until a live scene opens; the engine's frame callback renders, after the update, so it can time both together.
    this.ticker.autoStart = false;
    this.ticker.stop();
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  render(): void {
    this.renderer.render(this.stage);
  }
}

/**
 * After a restored context: Pixi's text pipe unloads its texts' textures, but a text can then be handed
 * a pooled texture whose GL texture went with the old context and draw as a black box (seen on the
 * jackpot's lit caption). Drop the pool and have every text draw itself again on the next render.
 */
export function redrawTexts(root: Container): void {
  TexturePool.clear(true);
  const visit = (node: Container) => {
    if (node instanceof AbstractText) node.onViewUpdate();
    for (const child of node.children) visit(child);
  };
  visit(root);
}

/**
 * Moves the display tree onto a new renderer. The stage gets a new root too: the old one's render
 * group holds instructions built by the old renderer's pipes, which the new one cannot use.
 */
export function moveToRenderer(app: App, renderer: WebGLRenderer): void {
  const old = app.stage;
  app.renderer = renderer;
  app.stage = new Container();
  app.stage.addChild(...old.removeChildren());
  old.destroy();
}
