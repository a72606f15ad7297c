import { Container, RenderTexture, Sprite, type Texture } from 'pixi.js';
import { PANEL_H, PANEL_W, POINTS_PER_UNIT } from './card.ts';
import { BRUSH_ART_RADIUS } from './art.ts';

/**
 * Dab sprites per render pass: a drag adds a few dabs a frame (the live batch), a replay of the log
 * thousands (the replay batch). Each pass draws its whole batch, so the live one is small.
 */
const LIVE_BATCH = 24;
const REPLAY_BATCH = 192;
/** The foil's render texture is made at the art's 2× scale, whatever the canvas resolution. */
const RESOLUTION = 2;
/**
 * Where an unused dab waits: off the texture, still visible. Showing and hiding sprites would change
 * the pass's structure and make Pixi rebuild its instructions every frame; moving them only updates
 * transforms (a parked dab is a quad the GPU clips).
 */
const PARKED = -1000;

type RenderInto = (container: Container, target: RenderTexture, clear: boolean) => void;

/** A container of pooled brush sprites drawn into the foil in one pass. */
class DabBatch {
  readonly root = new Container();
  private readonly sprites: Sprite[] = [];
  count = 0;

  constructor(size: number, brush: Texture, scale: number) {
    for (let i = 0; i < size; i++) {
      const dab = new Sprite(brush);
      dab.anchor.set(0.5);
      dab.blendMode = 'erase';
      dab.position.set(PARKED, PARKED);
      dab.scale.set(scale);
      this.sprites.push(dab);
      this.root.addChild(dab);
    }
  }

  get full(): boolean {
    return this.count === this.sprites.length;
  }

  /** Places the next dab at (x, y) in points. */
  add(x: number, y: number): void {
    this.sprites[this.count++]!.position.set(x, y);
  }

  scale(scale: number): void {
    for (const dab of this.sprites) dab.scale.set(scale);
  }

  draw(render: RenderInto | undefined, target: RenderTexture): void {
    if (this.count === 0) return;
    render?.(this.root, target, false);
    for (let i = 0; i < this.count; i++) this.sprites[i]!.position.set(PARKED, PARKED);
    this.count = 0;
  }
}

/**
 * The foil as a render texture the brush erases (DESIGN §10: a render-texture brush). The foil art is
 * drawn into it once; each dab is a pooled brush sprite drawn into it with the `erase` blend, so only
 * the new dabs cost anything per frame and nothing is allocated. (A Pixi sprite mask would do the same
 * with a filter pass over the foil every frame, and needs Pixi's filter system, which the engine leaves
 * out.) The texture's content is lost with the WebGL context (pixijs #10497): the scene redraws it
 * from its stroke log (`clear()`, then every dab again between `beginReplay()` and `endReplay()`).
 */
export class FoilMask {
  readonly texture: RenderTexture;
  /** Shows the texture on the card (the scene places it). */
  readonly sprite: Sprite;
  private foil: Sprite;
  private live!: DabBatch;
  private replay!: DabBatch;
  private batch!: DabBatch;
  private readonly brush: Texture;
  private scale = 1;

  constructor(
    foil: Texture,
    brush: Texture,
    private readonly render: RenderInto | undefined,
  ) {
    this.texture = RenderTexture.create({ width: PANEL_W, height: PANEL_H, resolution: RESOLUTION });
    this.sprite = new Sprite(this.texture);
    this.brush = brush;
    this.foil = new Sprite(foil);
    this.build();
  }

  private build(): void {
    this.foil.setSize(PANEL_W, PANEL_H);
    this.live = new DabBatch(LIVE_BATCH, this.brush, this.scale);
    this.replay = new DabBatch(REPLAY_BATCH, this.brush, this.scale);
    this.batch = this.live;
  }

  /**
   * New display objects for the passes, after a lost context: the old ones are render-group roots
   * whose instructions were built by the old renderer (a second loss replaces it, contextLoss.ts), as
   * the engine gives its stage a new root for the same reason. The texture stays; the caller redraws it.
   */
  renew(): void {
    const foil = this.foil.texture;
    this.destroy();
    this.foil = new Sprite(foil);
    this.build();
  }

  /** The brush's radius in stroke units. */
  setRadius(radius: number): void {
    this.scale = (radius * POINTS_PER_UNIT) / BRUSH_ART_RADIUS;
    this.live.scale(this.scale);
    this.replay.scale(this.scale);
  }

  setFoil(foil: Texture): void {
    this.foil.texture = foil;
    this.foil.setSize(PANEL_W, PANEL_H);
  }

  /** Whether dabs wait to be drawn (the next frame draws them). */
  get dirty(): boolean {
    return this.batch.count > 0;
  }

  /** The whole foil again, no scratch; dabs until endReplay() are drawn in large passes. */
  clear(): void {
    this.live.draw(undefined, this.texture);
    this.render?.(this.foil, this.texture, true);
    this.batch = this.replay;
  }

  endReplay(): void {
    this.flush();
    this.batch = this.live;
  }

  /** A dab at (x, y) in stroke units. */
  dab(x: number, y: number): void {
    this.batch.add(x * POINTS_PER_UNIT, y * POINTS_PER_UNIT);
    if (this.batch.full) this.flush();
  }

  /** Draws the waiting dabs into the foil. */
  flush(): void {
    this.batch.draw(this.render, this.texture);
  }

  /** The sprites (the texture itself is the scene's: ownTexture). */
  destroy(): void {
    this.live.root.destroy({ children: true });
    this.replay.root.destroy({ children: true });
    this.foil.destroy();
  }
}
