import { Container, Sprite, Text, type Texture } from 'pixi.js';
import { SCENE_FONT } from '../engine/sceneFont.ts';

/** The jackpot wheel: the segment art, a caption on each segment, and the fixed pointer on top. */
export class JackpotWheel {
  readonly view = new Container();
  private readonly disc = new Container();
  private readonly art: Sprite;
  private readonly pointer: Sprite;
  private captions: Text[] = [];
  private diameter = 0;

  constructor(wheel: Texture, pointer: Texture) {
    this.art = new Sprite(wheel);
    this.art.anchor.set(0.5);
    this.pointer = new Sprite(pointer);
    this.pointer.anchor.set(0.5, 0.15);
    this.disc.addChild(this.art);
    this.view.addChild(this.disc, this.pointer);
    this.view.visible = false;
  }

  get rotation(): number {
    return this.disc.rotation;
  }

  /** Segment i spans [i, i+1) × 360°/n clockwise from the pointer at rotation 0. */
  setLabels(segments: readonly number[], labels: Readonly<Record<number, string>>): void {
    for (const caption of this.captions) caption.destroy();
    this.captions = segments.map((propId, index) => {
      const caption = new Text({ text: labels[propId] ?? '', style: { fontFamily: SCENE_FONT, fontWeight: '900', fontSize: 22, fill: 0xffffff, stroke: { color: 0x000000, width: 3 } } });
      caption.anchor.set(0.5);
      caption.rotation = ((index + 0.5) / segments.length) * Math.PI * 2;
      this.disc.addChild(caption);
      return caption;
    });
    this.layout(this.diameter);
  }

  setRotation(radians: number): void {
    this.disc.rotation = radians;
  }

  setVisible(visible: boolean): void {
    this.view.visible = visible;
  }

  layout(diameter: number): void {
    this.diameter = diameter;
    if (diameter <= 0) return;
    this.art.setSize(diameter, diameter);
    this.pointer.setSize(diameter * 0.14, diameter * 0.175);
    this.pointer.position.set(0, -diameter / 2);
    const radius = diameter * 0.34;
    for (const caption of this.captions) {
      caption.style.fontSize = Math.max(9, Math.round(diameter * 0.06));
      caption.position.set(Math.sin(caption.rotation) * radius, -Math.cos(caption.rotation) * radius);
    }
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.captions = [];
  }
}
