import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { alias } from '../engine/alias.ts';
import { Scene } from '../engine/Scene.ts';
import { MAX_RESOLUTION } from '../engine/resolution.ts';
import { SCENE_FONT } from '../engine/sceneFont.ts';
import { landedGlowAt } from './landedGlow.ts';
import { angleAt, halt, land, restsAt, segmentAt, sliceAngles, startSpin, type Slice, type WheelTimeline } from './landingPlan.ts';
import type { SpinArtAlias, SpinTier, WheelSceneCallbacks, WheelSceneModel } from './model.ts';

const TAU = Math.PI * 2;
/** The disc is drawn at this radius and scaled to the canvas (one tessellation, at model changes only). */
const R = 200;
/** Written out for the assets check (aliases are literals, never built from pieces). */
const ART: Readonly<Record<SpinArtAlias, string>> = {
  coins: alias('wheel/coins'),
  'coin-bag': alias('wheel/coin-bag'),
  'coin-chest': alias('wheel/coin-chest'),
  diamond: alias('wheel/diamond'),
  diamonds: alias('wheel/diamonds'),
  points: alias('wheel/points'),
};
/** Two shades per tier, alternating, so neighbouring slices of one tier still read apart. */
const TIER_COLOURS: Readonly<Record<SpinTier, readonly [number, number]>> = {
  small: [0x1f8bff, 0x1670d6],
  medium: [0x22b36b, 0x178f54],
  large: [0x8a3cff, 0x6f2bd6],
  grand: [0xe0213d, 0xb8172f],
};
/** The pointer's tick sound at most this often (a fast wheel passes many slices a second). */
const TICK_GAP_MS = 70;

interface Spinning {
  timeline: WheelTimeline;
  /** ms since the tap. */
  t: number;
  seq: number | null;
  /** The slices the landing was planned on (a model change mid-spin must not move the target). */
  slices: readonly Slice[];
}

/**
 * The spin wheel (issue 29, `/activity/spin`): slices drawn from the model's segments (decorative
 * sizes by tier), turning at once on the tap (`startSpin()`), landing exactly inside the server's
 * segment once it answers (`land(segmentIndex, seq)`, landingPlan.ts), the landed slice lit, and
 * `onLanded(seq)` for the page's prize popup. The server decides; this only animates. It never calls
 * the API.
 */
export class WheelScene extends Scene<WheelSceneModel, WheelSceneCallbacks> {
  static override readonly bundles = ['wheel'] as const;

  /** Everything that turns: the slices, their art and captions, the landed highlight. */
  private readonly disc = new Container();
  private readonly faces = new Graphics();
  private readonly glow = new Graphics();
  private readonly dressing = new Container();
  private rim: Sprite | null = null;
  private pointer: Sprite | null = null;
  private hub: Sprite | null = null;
  private slices: Slice[] = [];
  private shown: WheelSceneModel | null = null;
  /** The rotation at rest. */
  private rest = 0;
  private spinning: Spinning | null = null;
  private landed: { segment: number; since: number } | null = null;
  private clock = 0;
  private lastTick = -Infinity;
  private lastSegment = -1;
  private diameter = 0;

  mount(): void {
    const { texture } = this.services;
    this.rim = new Sprite(texture('wheel/rim'));
    this.pointer = new Sprite(texture('wheel/pointer'));
    this.hub = new Sprite(texture('wheel/hub'));
    for (const sprite of [this.rim, this.hub]) sprite.anchor.set(0.5);
    this.pointer.anchor.set(0.5, 0.2);
    this.disc.addChild(this.faces, this.dressing, this.glow);
    // Its own render group: turning it changes one transform the GPU applies, instead of Pixi
    // re-transforming every slice's vertices, sprite and caption on the CPU each frame.
    this.disc.isRenderGroup = true;
    // The slices have more vertices than Pixi batches by itself (200): unbatched, they were drawn
    // with Graphics' own shader, its uniforms synced every frame (~a fifth of a spinning frame's main
    // thread, docs/scenes.md "Frame time"). Batched, they sit in the disc's batch with the art and
    // captions, packed once per build: turning the disc repacks nothing.
    this.faces.context.batchMode = 'batch';
    this.view.addChild(this.disc, this.rim, this.hub, this.pointer);
    this.build(this.model.get());
    this.own(this.model.subscribe((next) => this.build(next)));
  }

  /** Draws the slices, art and captions from the model (again after a lost GPU context). */
  private build(model: Readonly<WheelSceneModel>): void {
    const first = this.shown === null;
    this.shown = model;
    this.slices = model.segments.length ? sliceAngles(model.segments.map((s) => s.size)) : [];
    this.faces.clear();
    // The art table was written with alias() above, so the assets check reads every name.
    const { texture: artOf } = this.services;
    for (const child of this.dressing.removeChildren()) child.destroy();
    model.segments.forEach((segment, index) => {
      const slice = this.slices[index]!;
      const colour = TIER_COLOURS[segment.tier][index % 2]!;
      wedge(this.faces, slice, R).fill(colour).stroke({ color: 0xfff3c4, width: 3, alignment: 0.5 });
      const centre = slice.start + slice.sweep / 2;
      const icon = new Sprite(artOf(ART[segment.art] ?? ART.coins));
      icon.anchor.set(0.5);
      const iconSide = Math.min(48, slice.sweep * R * 0.78 * 0.8);
      icon.setSize(iconSide, iconSide);
      icon.rotation = centre;
      icon.position.set(Math.sin(centre) * R * 0.78, -Math.cos(centre) * R * 0.78);
      // Along the radius, reading outwards: a long prize fits a narrow slice.
      const fontSize = Math.max(10, Math.min(22, slice.sweep * R * 0.45 * 0.75));
      // A fixed resolution (the canvas never goes above it): the resolution governor stepping down
      // mid-spin made Pixi draw every caption again in the next frame (a ~70 ms hitch at 4× CPU).
      const caption = new Text({ text: segment.label, resolution: MAX_RESOLUTION, style: { fontFamily: SCENE_FONT, fontWeight: '900', fontSize, fill: 0xffffff, stroke: { color: 0x000000, width: 3 } } });
      caption.anchor.set(0.5);
      const room = R * 0.42;
      if (caption.width > room) caption.scale.set(room / caption.width);
      caption.rotation = centre - Math.PI / 2;
      caption.position.set(Math.sin(centre) * R * 0.43, -Math.cos(centre) * R * 0.43);
      this.dressing.addChild(icon, caption);
    });
    // At first the pointer rests in the middle of slice 0, never on an edge.
    if (first && this.slices[0]) this.rest = -this.slices[0].sweep / 2;
    if (this.landed && !this.slices[this.landed.segment]) this.landed = null;
    this.drawGlow();
    this.showAngle(this.spinning ? angleAt(this.spinning.timeline, this.spinning.t).angle : this.rest);
  }

  /** The tap: turning starts now, before the server answers. A second call while spinning does nothing. */
  startSpin(): void {
    if (this.spinning || this.slices.length === 0) return;
    this.landed = null;
    this.drawGlow();
    this.spinning = { timeline: startSpin(this.rest, this.services.reducedMotion), t: 0, seq: null, slices: this.slices };
    this.requestFrame();
  }

  /** The server answered spin `seq` with `segmentIndex`: the wheel stops there (spinning first if it was not). */
  land(segmentIndex: number, seq: number): void {
    if (!this.spinning) this.startSpin();
    const spinning = this.spinning;
    if (!spinning || spinning.timeline.landing) return;
    const { rng, reducedMotion } = this.services;
    spinning.timeline = land(spinning.timeline, { slices: spinning.slices, segment: segmentIndex, answeredAt: spinning.t, offset: rng.next(), pace: rng.next(), reducedMotion });
    spinning.seq = seq;
    this.requestFrame();
  }

  /** The spin failed: the wheel slows to rest wherever it comes to, with nothing lit and no callback. */
  stop(): void {
    const spinning = this.spinning;
    if (!spinning || spinning.timeline.landing) return;
    spinning.timeline = halt(spinning.timeline, spinning.t, this.services.reducedMotion);
    this.requestFrame();
  }

  /** For the gallery and tests: jumps a landing spin to `ms` after it came to rest. */
  seekLanded(ms = 0): void {
    const spinning = this.spinning;
    const end = spinning ? restsAt(spinning.timeline) : null;
    if (!spinning || end === null) return;
    spinning.t = end;
    this.update(0);
    this.update(ms);
    this.requestFrame();
  }

  /** Still at rest, and once the landed highlight has finished pulsing. */
  override isAnimating(): boolean {
    if (this.spinning) return true;
    return this.landed ? landedGlowAt(this.clock - this.landed.since, this.services.reducedMotion).moving : false;
  }

  /** Nothing lives in render textures, but a rebuilt renderer gets the wheel redrawn from the model. */
  override contextRestored(): void {
    if (this.shown) this.build(this.shown);
  }

  update(deltaMs: number): void {
    this.clock += deltaMs;
    const spinning = this.spinning;
    if (spinning) {
      spinning.t += deltaMs;
      const { angle, done } = angleAt(spinning.timeline, spinning.t);
      this.showAngle(angle);
      this.tick(angle);
      if (done) this.finish(spinning, angle);
    }
    if (this.landed) this.glow.alpha = landedGlowAt(this.clock - this.landed.since, this.services.reducedMotion).alpha;
  }

  private finish(spinning: Spinning, angle: number): void {
    this.spinning = null;
    // Kept small: whole turns mean nothing at rest.
    this.rest = angle - Math.floor(angle / TAU) * TAU;
    this.showAngle(this.rest);
    const segment = spinning.timeline.landing?.segment ?? -1;
    if (segment < 0 || spinning.seq === null) return;
    this.landed = { segment, since: this.clock };
    this.drawGlow();
    this.glow.alpha = landedGlowAt(0, this.services.reducedMotion).alpha;
    this.services.sound.play('wheel/win');
    this.callbacks.onLanded?.(spinning.seq);
  }

  /** A click each time a slice edge passes the pointer, at most every TICK_GAP_MS. */
  private tick(angle: number): void {
    const segment = segmentAt(this.slices, angle);
    if (segment !== this.lastSegment && this.clock - this.lastTick >= TICK_GAP_MS) {
      if (this.lastSegment >= 0) this.services.sound.play('wheel/tick');
      this.lastTick = this.clock;
    }
    this.lastSegment = segment;
  }

  private showAngle(angle: number): void {
    this.disc.rotation = angle;
  }

  private drawGlow(): void {
    this.glow.clear();
    const slice = this.landed ? this.slices[this.landed.segment] : undefined;
    this.glow.visible = slice !== undefined;
    if (!slice) return;
    // A light wash (the prize art stays readable under it) inside a thick gold outline.
    this.glow.setFillStyle({ color: 0xfff6c9, alpha: 0.55 });
    wedge(this.glow, slice, R).fill().stroke({ color: 0xffd54d, width: 10, alignment: 1 });
  }

  resize(width: number, height: number): void {
    this.diameter = Math.max(1, Math.min(width, height) * 0.94);
    this.view.position.set(width / 2, height / 2);
    const d = this.diameter;
    // The slices fill the rim's opening (its inner edge is at 230/256 of its radius).
    this.disc.scale.set((d * 0.9) / (2 * R));
    this.rim?.setSize(d, d);
    this.hub?.setSize(d * 0.16, d * 0.16);
    this.pointer?.setSize(d * 0.12, d * 0.16);
    this.pointer?.position.set(0, -d / 2 + d * 0.02);
  }
}

/** A slice as a pie wedge of radius r (Pixi's angles start at +x; ours at the top). */
function wedge(g: Graphics, slice: Slice, r: number): Graphics {
  const from = slice.start - Math.PI / 2;
  if (slice.sweep >= TAU - 1e-9) return g.circle(0, 0, r);
  return g.moveTo(0, 0).arc(0, 0, r, from, from + slice.sweep).closePath();
}
