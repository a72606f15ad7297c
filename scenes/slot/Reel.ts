import { Container, Sprite, type Texture } from 'pixi.js';

/**
 * One reel: rows + 1 symbol sprites (at most that many cells are ever in view), made once and recycled as the reel turns (a sprite leaving at
 * the bottom comes back at the top with the next symbol's texture), so a spin creates nothing per
 * frame. Positions follow spinTimeline.ts: at position p, strip index n sits at row p + rows - 1 - n.
 */
export class Reel {
  readonly view = new Container();
  private readonly sprites: Sprite[] = [];
  private cell = 0;
  private pitch = 0;
  /** Row → the sprite showing it while the reel rests (for the win pulse). */
  private resting: (Sprite | null)[] = [];

  constructor(private readonly rows: number) {
    for (let i = 0; i <= rows; i++) {
      const sprite = new Sprite();
      sprite.anchor.set(0.5);
      this.sprites.push(sprite);
      this.view.addChild(sprite);
    }
  }

  /** cell: the symbol's drawn size; pitch: the distance between rows. */
  layout(cell: number, pitch: number): void {
    this.cell = cell;
    this.pitch = pitch;
  }

  /** Shows the reel at `position`, each visible strip index's texture from `textureAt`. */
  show(position: number, textureAt: (n: number) => Texture): void {
    const base = Math.floor(position);
    const frac = position - base;
    const rows = this.rows;
    this.resting = [];
    for (let k = 0; k < this.sprites.length; k++) {
      const sprite = this.sprites[k]!;
      // Strip indices base … base + rows: the bottom one leaves the window as the top one enters.
      const n = base + k;
      const row = rows - 1 - k + frac;
      const texture = textureAt(n);
      if (sprite.texture !== texture) sprite.texture = texture;
      sprite.setSize(this.cell, this.cell);
      sprite.position.set(this.pitch / 2, (row + 0.5) * this.pitch);
      sprite.tint = 0xffffff;
      if (frac === 0 && row >= 0 && row < rows) this.resting[row] = sprite;
    }
  }

  /** While resting: scales (1 = normal) and dims a row's symbol. */
  emphasise(row: number, scale: number, dim: boolean): void {
    const sprite = this.resting[row];
    if (!sprite) return;
    sprite.setSize(this.cell * scale, this.cell * scale);
    sprite.tint = dim ? 0x7a7a7a : 0xffffff;
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.sprites.length = 0;
    this.resting = [];
  }
}
