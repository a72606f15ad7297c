import { Container, Sprite, Text, type Texture } from 'pixi.js';
import { SCENE_FONT } from '../engine/sceneFont.ts';
import { alias } from '../engine/alias.ts';
import type { CellPlace } from './boardLayout.ts';
import type { JackpotCellModel } from './model.ts';

/** The sprite alias of a prize's icon (spec §3 prop ids). */
export function iconAlias(propId: number): string {
  switch (propId) {
    case 50001:
      return alias('jackpot/icon-mega');
    case 50002:
      return alias('jackpot/icon-major');
    case 50003:
      return alias('jackpot/icon-minor');
    case 50004:
      return alias('jackpot/icon-mini');
    case 2002:
      return alias('jackpot/icon-points');
    case 60001:
      return alias('jackpot/icon-diamond');
    default:
      return alias('jackpot/icon-coin');
  }
}

/** One board cell: its frame, the light over it, the prize icon and caption. */
export class BoardCell {
  readonly view = new Container();
  private readonly base: Sprite;
  private readonly light: Sprite;
  private readonly icon: Sprite;
  private readonly caption: Text;

  constructor(
    textureOf: (alias: string) => Texture,
    cell: JackpotCellModel,
    private readonly place: CellPlace,
  ) {
    this.base = new Sprite(textureOf(alias('jackpot/cell')));
    this.light = new Sprite(textureOf(alias('jackpot/cell-lit')));
    // iconAlias names each icon with alias('…'), where the assets check reads it.
    this.icon = new Sprite(textureOf(iconAlias(cell.propId)));
    this.caption = new Text({
      text: cell.label,
      style: { fontFamily: SCENE_FONT, fontWeight: '800', fontSize: 20, fill: cell.type === 2 ? 0xffd54d : 0xffffff, align: 'center' },
    });
    for (const sprite of [this.base, this.light, this.icon, this.caption]) sprite.anchor.set(0.5);
    this.light.alpha = 0;
    this.view.addChild(this.base, this.icon, this.caption, this.light);
  }

  /** 0 = dark, 1 = fully lit. */
  setLit(amount: number): void {
    this.light.alpha = amount;
    this.view.scale.set(1 + amount * 0.04);
  }

  layout(boardSide: number): void {
    const side = this.place.size * boardSide;
    this.view.position.set(this.place.x * boardSide, this.place.y * boardSide);
    this.base.setSize(side, side);
    this.light.setSize(side * 1.04, side * 1.04);
    this.icon.setSize(side * 0.5, side * 0.5);
    this.icon.position.set(0, -side * 0.1);
    this.caption.style.fontSize = Math.max(10, Math.round(side * 0.17));
    this.caption.position.set(0, side * 0.29);
    // Long captions (a translated tier name) shrink to fit instead of spilling over the frame.
    const room = side * 0.88;
    this.caption.scale.set(1);
    if (this.caption.width > room) this.caption.scale.set(room / this.caption.width);
  }

  destroy(): void {
    // Textures belong to the asset cache (shared, unloaded with the bundle): only our objects go.
    this.view.destroy({ children: true });
  }
}
