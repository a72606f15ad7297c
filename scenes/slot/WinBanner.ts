import { BitmapFont, BitmapText, Cache, Container, Sprite, Text, type Texture } from 'pixi.js';
import { SCENE_FONT } from '../engine/sceneFont.ts';

/** The amounts' bitmap font: installed once per page under a fixed name (see the jackpot's count-up). */
export const SLOT_AMOUNT_FONT = 'slot-amount';
export const SLOT_AMOUNT_FONT_PX = 72;

/**
 * The glyphs amounts use (digits, currency signs, separators): few, so the font is one small page.
 * A character outside them is skipped when drawn.
 */
const SLOT_AMOUNT_CHARS = [['0', '9'], '₱$,.:×+-/ PHPhpx'] as (string | string[])[];
/** Every glyph of the font, drawn once while the scene opens so their page uploads then, not on the first win. */
export const SLOT_AMOUNT_WARMUP = '0123456789₱$,.:×+-/PHhpx';

export function ensureSlotAmountFont(): void {
  if (Cache.has(`${SLOT_AMOUNT_FONT}-bitmap`)) return;
  BitmapFont.install({
    name: SLOT_AMOUNT_FONT,
    style: { fontFamily: SCENE_FONT, fontWeight: '900', fontSize: SLOT_AMOUNT_FONT_PX, fill: 0xffe27a, stroke: { color: 0x3a1a00, width: 8 } },
    chars: SLOT_AMOUNT_CHARS,
    resolution: 2,
  });
}

/**
 * The big/mega win banner: the ribbon art, the translated caption (a canvas Text, set once a spin)
 * and the total counting up (a BitmapText: its digits change every frame).
 */
export class WinBanner {
  readonly view = new Container();
  private readonly ribbon: Sprite;
  private readonly caption: Text;
  private readonly amount: BitmapText;
  private width = 0;
  private pulse = 0;

  constructor(
    private readonly big: Texture,
    private readonly mega: Texture,
  ) {
    this.ribbon = new Sprite(big);
    this.ribbon.anchor.set(0.5);
    this.caption = new Text({ text: '', style: { fontFamily: SCENE_FONT, fontWeight: '900', fontSize: 30, fill: 0xfffbe0, align: 'center', stroke: { color: 0x2a0a00, width: 5 } } });
    this.caption.anchor.set(0.5);
    ensureSlotAmountFont();
    this.amount = new BitmapText({ text: '', style: { fontFamily: SLOT_AMOUNT_FONT, fontSize: SLOT_AMOUNT_FONT_PX, align: 'center' } });
    this.amount.anchor.set(0.5);
    this.view.addChild(this.ribbon, this.caption, this.amount);
    this.view.visible = false;
  }

  layout(width: number): void {
    this.width = width;
    const scale = width / 320;
    this.ribbon.setSize(width, 160 * scale);
    this.caption.style.fontSize = Math.round(30 * scale);
    this.caption.position.set(0, (77 - 80) * scale);
    this.amount.scale.set((30 * scale) / SLOT_AMOUNT_FONT_PX);
    this.amount.position.set(0, (126 - 80) * scale);
  }

  /** Hides, or shows the tier's ribbon with its caption and amount; `t` (ms) makes it breathe. */
  set(shown: { mega: boolean; caption: string; amount: string; t: number } | null): void {
    this.view.visible = shown !== null;
    if (!shown) return;
    const texture = shown.mega ? this.mega : this.big;
    if (this.ribbon.texture !== texture) this.ribbon.texture = texture;
    if (this.caption.text !== shown.caption) this.caption.text = shown.caption;
    if (this.amount.text !== shown.amount) this.amount.text = shown.amount;
    this.pulse = 1 + 0.035 * Math.sin(shown.t / 160) + (shown.t < 250 ? (1 - shown.t / 250) * -0.4 : 0);
    this.view.scale.set(this.width ? this.pulse : 1);
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
