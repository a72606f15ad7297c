import { BitmapText, Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import { MAX_RESOLUTION } from '../engine/resolution.ts';
import { SCENE_FONT } from '../engine/sceneFont.ts';
import { RAIN_FONT } from './rainFont.ts';

/** The plate's height in points: taps above it are the plate's, not a packet's. */
export const HUD_HEIGHT = 74;
const BAR_H = 8;
const BAR_MARGIN = 20;
const PLATE_FILL = { color: 0x2a0206, alpha: 0.72 };
const PLATE_EDGE = { color: 0xf7c335, alpha: 0.8 };
const TRACK_FILL = { color: 0x000000, alpha: 0.45 };
/** Room right of the bar for the seconds. */
const SECONDS_W = 40;

/**
 * The top of the rain: the running total (the host's formatted caption, a canvas Text drawn again
 * only when it changes), a time bar (a white sprite scaled: no redraw per frame) and the seconds left
 * (the bitmap font, set only when the whole second changes).
 */
export class RainHud {
  readonly view = new Container();
  private readonly plate = new Graphics();
  private readonly track = new Graphics();
  private readonly fill = new Sprite(Texture.WHITE);
  private readonly total: Text;
  private readonly seconds: BitmapText;
  private shownTotal = '';
  private shownSeconds = -1;
  private shownShare = 1;
  private barWidth = 1;

  constructor() {
    // A fixed resolution: a resolution step while the rain plays would draw it again in that frame.
    this.total = new Text({ text: '', resolution: MAX_RESOLUTION, style: { fontFamily: SCENE_FONT, fontWeight: '900', fontSize: 30, fill: 0xffe27a, stroke: { color: 0x4a0800, width: 5 } } });
    this.total.anchor.set(0.5, 0.5);
    this.seconds = new BitmapText({ text: '', style: { fontFamily: RAIN_FONT, fontSize: 20, align: 'right' } });
    this.seconds.anchor.set(1, 0.5);
    this.fill.tint = 0xffc93c;
    this.view.addChild(this.plate, this.track, this.fill, this.total, this.seconds);
  }

  layout(width: number): void {
    this.plate.clear();
    this.plate.setFillStyle(PLATE_FILL).rect(0, 0, width, HUD_HEIGHT).fill();
    this.plate.setFillStyle(PLATE_EDGE).rect(0, HUD_HEIGHT - 2, width, 2).fill();
    this.barWidth = Math.max(1, width - 2 * BAR_MARGIN - SECONDS_W);
    const barY = HUD_HEIGHT - 18;
    this.track.clear();
    this.track.setFillStyle(TRACK_FILL).roundRect(BAR_MARGIN, barY - BAR_H / 2, this.barWidth, BAR_H, BAR_H / 2).fill();
    this.fill.position.set(BAR_MARGIN, barY - BAR_H / 2);
    this.fill.height = BAR_H;
    this.fill.width = this.barWidth * this.shownShare;
    this.total.position.set(width / 2, 26);
    this.seconds.position.set(width - BAR_MARGIN + 2, barY);
  }

  setTotal(label: string): void {
    if (label === this.shownTotal) return;
    this.shownTotal = label;
    this.total.text = label;
  }

  /** The share of the event left (the bar) and the whole seconds left. */
  setTime(share: number, seconds: number): void {
    if (share !== this.shownShare) {
      this.shownShare = share;
      this.fill.width = this.barWidth * share;
    }
    if (seconds !== this.shownSeconds) {
      this.shownSeconds = seconds;
      this.seconds.text = String(seconds);
    }
  }
}
