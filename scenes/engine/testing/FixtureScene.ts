import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { gsap } from '../tween.ts';
import { Scene } from '../Scene.ts';
import { SCENE_FONT } from '../sceneFont.ts';

/**
 * A small scene that exercises every engine service the real ones use (textures from SVG and PNG,
 * seeded sparkles, a gsap tween on the engine clock, a sound, a model subscription, resize), so the
 * gallery, the visual baselines, the leak test and the bench are proven before the product scenes land.
 * Registered in scenes/gallery.ts as `fixture`; the product never opens it.
 */
export interface FixtureModel {
  title: string;
  /** Which of the 8 coins the spin lands on. */
  target: number;
}

export interface FixtureCallbacks {
  onLanded?(target: number): void;
}

const COINS = 8;
const SPARKLES = 12;

export class FixtureScene extends Scene<FixtureModel, FixtureCallbacks> {
  static override readonly bundles = ['common'] as const;
  private readonly ring = new Container();
  private readonly highlight = new Graphics();
  private readonly sparkles: { sprite: Sprite; phase: number; speed: number }[] = [];
  private title!: Text;
  private clockMs = 0;
  /** Position of the highlight in coins (fractional while moving); gsap tweens it. */
  private readonly pointer = { at: 0 };
  private spin: gsap.core.Tween | undefined;

  mount(): void {
    const { texture, rng } = this.services;
    this.highlight.setFillStyle({ color: 0xffe27a, alpha: 0.35 }).circle(0, 0, 40).fill().stroke({ color: 0xffe27a, width: 4 });
    this.ring.addChild(this.highlight);
    for (let i = 0; i < COINS; i++) {
      const coin = new Sprite(texture('common/coin'));
      coin.anchor.set(0.5);
      const angle = (i / COINS) * Math.PI * 2 - Math.PI / 2;
      coin.position.set(Math.cos(angle) * 110, Math.sin(angle) * 110);
      this.ring.addChild(coin);
    }
    for (let i = 0; i < SPARKLES; i++) {
      const sprite = new Sprite(texture('common/sparkle'));
      sprite.anchor.set(0.5);
      sprite.position.set(rng.int(-150, 150), rng.int(-150, 150));
      this.sparkles.push({ sprite, phase: rng.next() * Math.PI * 2, speed: 0.002 + rng.next() * 0.004 });
      this.ring.addChild(sprite);
    }
    this.title = new Text({ text: this.model.get().title, style: { fill: 0xffffff, fontFamily: SCENE_FONT, fontSize: 22, fontWeight: '700' } });
    this.title.anchor.set(0.5);
    this.view.addChild(this.ring, this.title);
    this.own(this.model.subscribe((model) => (this.title.text = model.title)));
    this.own(() => this.spin?.kill());
    this.placeHighlight();
  }

  /** Starts the draw animation: three laps, then the model's target, easing out (shorter with reduced motion). */
  startSpin(): void {
    const { target } = this.model.get();
    this.spin?.kill();
    this.services.sound.play('common/coin-ding');
    this.requestFrame();
    const laps = this.services.reducedMotion ? 0 : 3;
    this.spin = gsap.to(this.pointer, {
      at: Math.floor(this.pointer.at) + laps * COINS + ((target - Math.floor(this.pointer.at) + COINS) % COINS),
      duration: this.services.reducedMotion ? 0.3 : 2,
      ease: 'power3.out',
      onComplete: () => this.callbacks.onLanded?.(target),
    });
  }

  update(deltaMs: number): void {
    this.clockMs += deltaMs;
    for (const s of this.sparkles) {
      const pulse = 0.5 + 0.5 * Math.sin(s.phase + this.clockMs * s.speed);
      s.sprite.alpha = pulse;
      s.sprite.scale.set(0.4 + pulse * 0.6);
    }
    this.placeHighlight();
  }

  resize(width: number, height: number): void {
    const scale = Math.min(1, Math.min(width, height) / 340);
    this.ring.scale.set(scale);
    this.ring.position.set(width / 2, height / 2);
    this.title.position.set(width / 2, height / 2);
  }

  private placeHighlight(): void {
    const angle = (Math.round(this.pointer.at * 4) / 4 / COINS) * Math.PI * 2 - Math.PI / 2;
    this.highlight.position.set(Math.cos(angle) * 110, Math.sin(angle) * 110);
  }
}
