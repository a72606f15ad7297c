import { Particle, ParticleContainer, Sprite } from 'pixi.js';
import { Scene } from '../engine/Scene.ts';
import { EventClock, rainEnded, rainPhase, secondsLeft, timeLeftShare, END_FADE_MS } from './eventClock.ts';
import type { RainSceneCallbacks, RainSceneModel } from './model.ts';
import { OpenedPackets } from './OpenedPackets.ts';
import { ensureRainFont } from './rainFont.ts';
import { HUD_HEIGHT, RainHud } from './RainHud.ts';
import { liveRange, packetPath, poolSizeFor, poseAt, rainPlan, type PacketPath, type PacketPose, type RainLayout, type RainPlan } from './rainPlan.ts';
import { SpatialGrid } from './spatialGrid.ts';

/** A finger is wider than a packet's edge: hit boxes reach this far beyond the art (points). */
const TAP_PAD = 4;
/** Faster packets are drawn up to this much larger (rainPlan.packetPath). */
const MAX_SCALE = 1.12;
/** Where unused particles wait (a particle has no `visible`; they are drawn far off the canvas). */
const PARKED = -10000;
/** Packets of a closed rain (cap reached, none left) fall on, dimmed. */
const CLOSED_ALPHA = 0.5;

/**
 * The red-packet rain (issue 30, MoneyRain 65; docs/rain.md "Scene"): packets fall over the whole
 * screen for the event's duration (rainPlan.ts: density ramps up to `maxOnScreen` and down before the
 * end), the running total and a time bar at the top, `onRainEnded` once the event's time is up. A tap
 * (`tap(x, y)`, from the host's pointer box) opens the topmost packet under the finger at once and
 * reports `onPacketTapped(id)`; the host claims it and calls `open(id, label | null)`. The server
 * decides what each packet holds; the scene never calls the API.
 *
 * Per frame: every packet's pose is a function of the event's time (30/60/120 Hz agree); the pool's
 * particles (one ParticleContainer, one texture) take packet k in slot k mod pool size, which the plan
 * guarantees is free by then; nothing is allocated.
 */
export class RainScene extends Scene<RainSceneModel, RainSceneCallbacks> {
  static override readonly bundles = ['rain'] as const;

  private plan!: RainPlan;
  private poolSize = 0;
  private particles: Particle[] = [];
  private packets: ParticleContainer | null = null;
  private opened: OpenedPackets | null = null;
  private hud: RainHud | null = null;
  private background: Sprite | null = null;
  private grid!: SpatialGrid;
  /** Per slot: the packet id it shows (-1 none) and the id tapped there (taken packets are not drawn). */
  private slotId = new Int32Array(0);
  private takenId = new Int32Array(0);
  private seen = new Uint8Array(0);
  private readonly clock = new EventClock();
  /** Per slot: the path of the packet it shows, worked out once when the packet takes the slot. */
  private paths: PacketPath[] = [];
  private readonly pose: PacketPose = { x: 0, y: 0, rotation: 0 };
  private readonly range = { from: 0, to: -1 };
  private readonly layout: RainLayout = { width: 1, height: 1, packetW: 36, packetH: 46 };
  private textureW = 44;
  /** Engine time (the effects' clock). */
  private now = 0;
  private endReported = false;
  private gridDirty = true;
  private shown: RainSceneModel | null = null;

  mount(): void {
    const { texture } = this.services;
    ensureRainFont();
    const model = this.model.get();
    this.poolSize = poolSizeFor(model.maxOnScreen);
    this.slotId = new Int32Array(this.poolSize).fill(-1);
    this.takenId = new Int32Array(this.poolSize).fill(-1);
    this.seen = new Uint8Array(this.poolSize);
    this.paths = Array.from({ length: this.poolSize }, (): PacketPath => ({ id: -1, spawnAt: 0, fallMs: 1, x: 0, scale: 1, swayPx: 0, swayPeriodMs: 1, phase: 0, spin: 0 }));
    this.grid = new SpatialGrid(this.poolSize);
    this.grid.layout(1, 1, this.cellSize());
    const packet = texture('rain/packet');
    this.textureW = Math.max(1, packet.width);
    // One texture, so one draw call; position, rotation and size change every frame.
    this.packets = new ParticleContainer({ texture: packet, dynamicProperties: { position: true, rotation: true, vertex: true, uvs: false, color: false } });
    for (let i = 0; i < this.poolSize; i++) {
      const particle = new Particle({ texture: packet, anchorX: 0.5, anchorY: 0.5, x: PARKED, y: PARKED });
      this.particles.push(particle);
      this.packets.addParticle(particle);
    }
    this.background = new Sprite(texture('rain/background'));
    this.opened = new OpenedPackets({ packetOpen: texture('rain/packet-open'), glint: texture('rain/glint'), puff: texture('rain/puff') });
    this.hud = new RainHud();
    this.view.addChild(this.background, this.packets, this.opened.view, this.hud.view);
    this.apply(model, true);
    this.own(this.model.subscribe((next) => this.apply(next, false)));
  }

  /** The server's clock as the host knows it. Read only when the clock (re)aligns, never in a pinned (gallery) scene. */
  protected serverNow(model: Readonly<RainSceneModel>): number {
    return Date.now() + model.clockOffset;
  }

  private apply(model: Readonly<RainSceneModel>, first: boolean): void {
    const previous = this.shown;
    this.shown = model;
    const timing = first || !previous || previous.startsAt !== model.startsAt || previous.endsAt !== model.endsAt || previous.clockOffset !== model.clockOffset;
    if (timing || previous!.seed !== model.seed || previous!.maxOnScreen !== model.maxOnScreen) {
      this.plan = rainPlan({ seed: model.seed, durationMs: model.endsAt - model.startsAt, maxOnScreen: model.maxOnScreen, reducedMotion: this.services.reducedMotion, poolSize: this.poolSize });
      // Another schedule: every slot's path is worked out again.
      this.slotId.fill(-1);
    }
    // Aligned at opening; later a new offset (each config read measures it again, latency and all)
    // only corrects a real drift, so a refresh does not make the packets twitch.
    if (first) this.clock.sync(this.serverNow(model), model.startsAt);
    else if (timing) this.clock.resync(this.serverNow(model), model.startsAt);
    this.hud?.setTotal(model.totalLabel);
    this.placePackets();
  }

  /**
   * Gallery and tests: jumps to `eventMs` into the event and keeps to engine time from there (the
   * wall clock is not read again), so the same frames draw the same rain.
   */
  seek(eventMs: number): void {
    this.clock.pin(eventMs);
    this.endReported = rainEnded(eventMs, this.plan.durationMs);
    this.placePackets();
    this.requestFrame();
  }

  /**
   * A tap at (x, y) in the canvas's CSS pixels: the topmost packet there opens at once and is
   * reported (onPacketTapped). Returns its id, or null (no packet, the plate, a closed or finished rain).
   */
  tap(x: number, y: number): number | null {
    const model = this.model.get();
    if (model.closed || rainPhase(this.clock.eventMs, this.plan.durationMs) !== 'raining' || y < HUD_HEIGHT) return null;
    if (this.gridDirty) {
      this.grid.build();
      this.gridDirty = false;
    }
    const slot = this.grid.hit(x, y);
    if (slot < 0) return null;
    const id = this.slotId[slot]!;
    this.takenId[slot] = id;
    this.grid.clear(slot);
    const particle = this.particles[slot]!;
    this.opened!.start(id, this.grid.xs[slot]!, this.grid.ys[slot]!, this.paths[slot]!.scale, this.now);
    particle.x = PARKED;
    particle.y = PARKED;
    this.callbacks.onPacketTapped?.(id);
    this.requestFrame();
    return id;
  }

  /** The host's answer for a tapped packet: its amount's caption, or null (empty, refused). */
  open(packetId: number, label: string | null): void {
    if (this.opened?.open(packetId, label, this.now)) this.requestFrame();
  }

  /** Raining (or about to), fading out after the end, or a packet still opening. */
  override isAnimating(): boolean {
    const phase = rainPhase(this.clock.eventMs, this.plan.durationMs);
    return phase !== 'over' || (this.opened?.active ?? false);
  }

  /**
   * A new renderer makes the particles a new GPU buffer, and Pixi fills its static part (texture
   * coordinates, colour) only when the children are marked changed: unmarked, the packets drew
   * nothing after a second context loss (found by the context-loss check, docs/rain.md).
   */
  override contextRestored(): void {
    this.packets?.update();
    this.placePackets();
  }

  update(deltaMs: number): void {
    this.now += deltaMs;
    const model = this.model.get();
    if (this.clock.advance(deltaMs)) this.clock.resync(this.serverNow(model), model.startsAt);
    this.placePackets();
    this.opened?.update(this.now, this.services.reducedMotion);
    if (!this.endReported && rainEnded(this.clock.eventMs, this.plan.durationMs)) {
      this.endReported = true;
      this.callbacks.onRainEnded?.();
    }
  }

  /** Every live packet's particle at the current event time; the rest parked. */
  private placePackets(): void {
    if (!this.packets || !this.hud) return;
    const t = this.clock.eventMs;
    const { plan, grid, layout, pose, particles, paths } = this;
    const pool = this.poolSize;
    const phase = rainPhase(t, plan.durationMs);
    this.seen.fill(0);
    if (phase === 'raining' || phase === 'fading') {
      liveRange(plan, t, this.range);
      for (let k = this.range.from; k <= this.range.to; k++) {
        // Ids in the range are fewer than the slots (rainPlan.test.ts), so none takes a live packet's slot.
        const slot = k % pool;
        const path = paths[slot]!;
        if (this.slotId[slot] !== k) {
          packetPath(plan, k, path);
          this.slotId[slot] = k;
        }
        if (this.takenId[slot] === k || !poseAt(path, t, layout, pose)) continue;
        this.seen[slot] = 1;
        const particle = particles[slot]!;
        const scale = (layout.packetW / this.textureW) * path.scale;
        particle.x = pose.x;
        particle.y = pose.y;
        particle.rotation = pose.rotation;
        particle.scaleX = scale;
        particle.scaleY = scale;
        grid.set(slot, pose.x, pose.y, (layout.packetW * path.scale) / 2 + TAP_PAD, (layout.packetH * path.scale) / 2 + TAP_PAD);
      }
    }
    for (let slot = 0; slot < pool; slot++) {
      if (this.seen[slot]) continue;
      grid.clear(slot);
      const particle = particles[slot]!;
      if (particle.x !== PARKED) {
        particle.x = PARKED;
        particle.y = PARKED;
      }
    }
    this.gridDirty = true;
    const fade = phase === 'fading' ? 1 - (t - plan.durationMs) / END_FADE_MS : phase === 'over' ? 0 : 1;
    this.packets.alpha = fade * (this.model.get().closed ? CLOSED_ALPHA : 1);
    this.hud.setTime(timeLeftShare(t, plan.durationMs), secondsLeft(t, plan.durationMs));
  }

  /** A grid cell holds the largest hit box (a tap then only looks at its cell and the eight around it). */
  private cellSize(): number {
    return Math.ceil(Math.max(this.layout.packetW, this.layout.packetH) * MAX_SCALE + 2 * TAP_PAD) + 1;
  }

  resize(width: number, height: number): void {
    const packetW = Math.round(Math.min(52, Math.max(30, width * 0.1)));
    Object.assign(this.layout, { width, height, packetW, packetH: packetW * (56 / 44) });
    this.grid.layout(width, height, this.cellSize());
    if (this.background) {
      // Cover: the art's aspect kept, cropped at the sides or the bottom.
      const texture = this.background.texture;
      const scale = Math.max(width / Math.max(1, texture.width), height / Math.max(1, texture.height));
      this.background.scale.set(scale);
      this.background.position.set((width - texture.width * scale) / 2, 0);
    }
    this.opened?.layout(packetW);
    this.hud?.layout(width);
    this.placePackets();
  }
}
