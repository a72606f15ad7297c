import { BitmapText, Container, Sprite, type Texture } from 'pixi.js';
import { effectPose, newEffectPose } from './openEffect.ts';
import { RAIN_FONT } from './rainFont.ts';

/** Packets opening at once at most: a tap beyond this takes the oldest one's sprites. */
export const EFFECTS = 24;

interface Effect {
  root: Container;
  glint: Sprite;
  packet: Sprite;
  puff: Sprite;
  label: BitmapText;
  /** The packet's id; -1 when free. */
  id: number;
  tappedAt: number;
  openedAt: number | null;
  prize: boolean;
}

export interface OpenedArt {
  packetOpen: Texture;
  glint: Texture;
  puff: Texture;
}

/**
 * The tapped packets: a pool of EFFECTS sets (glow, opened packet, puff, floating amount) made once
 * and reused; the opening, the amount and the puff are effectPose() of the times since the tap and
 * the answer. Only the label's text changes at an answer; nothing is allocated per frame.
 */
export class OpenedPackets {
  readonly view = new Container();
  private readonly effects: Effect[] = [];
  private readonly pose = newEffectPose();
  /** The base packet's width: the opened art is sized from it. */
  private packetW = 36;

  constructor(art: OpenedArt) {
    for (let i = 0; i < EFFECTS; i++) {
      const glint = new Sprite(art.glint);
      const packet = new Sprite(art.packetOpen);
      const puff = new Sprite(art.puff);
      const label = new BitmapText({ text: '', style: { fontFamily: RAIN_FONT, fontSize: 30, align: 'center' } });
      for (const part of [glint, packet, puff]) part.anchor.set(0.5);
      label.anchor.set(0.5, 1);
      const root = new Container();
      root.addChild(glint, packet, puff, label);
      root.visible = false;
      this.view.addChild(root);
      this.effects.push({ root, glint, packet, puff, label, id: -1, tappedAt: 0, openedAt: null, prize: false });
    }
  }

  layout(packetW: number): void {
    this.packetW = packetW;
  }

  /** A packet opens at (x, y) at engine time `now`, scaled like the packet that was tapped. */
  start(id: number, x: number, y: number, scale: number, now: number): void {
    let chosen = this.effects[0]!;
    for (const effect of this.effects) {
      if (effect.id < 0) {
        chosen = effect;
        break;
      }
      if (effect.tappedAt < chosen.tappedAt) chosen = effect;
    }
    chosen.id = id;
    chosen.tappedAt = now;
    chosen.openedAt = null;
    chosen.prize = false;
    chosen.root.position.set(x, y);
    chosen.root.scale.set(scale);
    chosen.root.visible = true;
    chosen.puff.visible = false;
    chosen.label.visible = false;
  }

  /** The host's answer for packet `id`: an amount's caption, or null (nothing in it). False when it is no longer shown. */
  open(id: number, label: string | null, now: number): boolean {
    const effect = this.effects.find((e) => e.id === id);
    if (!effect || effect.openedAt !== null) return false;
    effect.openedAt = now;
    effect.prize = label !== null;
    if (label !== null) {
      effect.label.text = label;
      effect.label.visible = true;
    } else {
      effect.puff.visible = true;
    }
    return true;
  }

  /** Any effect still playing. */
  get active(): boolean {
    for (const effect of this.effects) if (effect.id >= 0) return true;
    return false;
  }

  update(now: number, reduced: boolean): void {
    const pose = this.pose;
    for (const effect of this.effects) {
      if (effect.id < 0) continue;
      effectPose(now - effect.tappedAt, effect.openedAt === null ? null : now - effect.openedAt, effect.prize, reduced, pose);
      if (pose.done) {
        effect.id = -1;
        effect.root.visible = false;
        continue;
      }
      // Sized from the base packet: the opened art 1.2×, its glow 2.4×, the puff 1.6× as wide.
      effect.packet.alpha = pose.packetAlpha;
      effect.packet.rotation = pose.packetRotation;
      effect.packet.scale.set(pose.packetScale * this.baseScale(effect.packet, 1.2 * this.packetW));
      effect.glint.alpha = pose.glintAlpha;
      effect.glint.rotation = pose.glintRotation;
      effect.glint.scale.set(pose.glintScale * this.baseScale(effect.glint, 2.4 * this.packetW));
      effect.puff.alpha = pose.puffAlpha;
      effect.puff.scale.set(pose.puffScale * this.baseScale(effect.puff, 1.6 * this.packetW));
      effect.label.alpha = pose.labelAlpha;
      effect.label.scale.set(pose.labelScale);
      effect.label.y = -this.packetW * 0.6 + pose.labelDy;
    }
  }

  /** The scale that gives a sprite `width` points across (its texture's own width at scale 1). */
  private baseScale(sprite: Sprite, width: number): number {
    return width / Math.max(1, sprite.texture.width);
  }
}
