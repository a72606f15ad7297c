import { Container, Sprite, Text } from 'pixi.js';
import { FrameStats } from '../engine/frameStats.ts';
import { MAX_RESOLUTION } from '../engine/resolution.ts';
import { Scene } from '../engine/Scene.ts';
import { SCENE_FONT } from '../engine/sceneFont.ts';
import { COIN_R, EDGE_Y, POOL, PUSHER_DEPTH, W } from './board.ts';
import type { PusherBoardSnapshot, PusherDropPlay, PusherSceneCallbacks, PusherSceneModel } from './model.ts';
import { InlinePhysics, POSE_STRIDE, pusherYOf, type BoardPhysics, type PhysicsEvents, type PhysicsSetup } from './physics.ts';
import { WorkerPhysics } from './physicsWorker.ts';

/** The board art's extent in board units (board.svg is drawn to it): rails and tray around the field. */
const ART_LEFT = -20;
const ART_TOP = -80;
const ART_W = 340;
const ART_H = 540;
/** Lane markers are made once for the most lanes the contract allows. */
const MAX_LANES = 16;
const FLASH_MS = 350;
const GLOW_MS = 600;
const LABEL_MS = 1800;

/** The physics step's own time, for the bench (bench/scenes.ts reads `pusherPhysics.summary()`). */
interface PhysicsStatsHost {
  pusherPhysics?: FrameStats;
}

/**
 * The coin pusher board (issue 30, `/activity/coin-pusher`, scenes/pusher/README.md): matter-js
 * physics in fixed 1/60 s steps (sim.ts), steered so exactly the server's coins fall off the front
 * (steering.ts), drawn with one pooled sprite per pooled body. The page passes taps in with
 * `pointerDown(x, y)` (scenes take no pointer events) and decided drops with `drop(play)`; the scene
 * reports `onLaneTapped(lane)` and `onDropSettled(seq, board)`. It never calls the API.
 */
export class PusherScene extends Scene<PusherSceneModel, PusherSceneCallbacks> {
  static override readonly bundles = ['pusher'] as const;

  private readonly board = new Container();
  private readonly coinLayer = new Container();
  private readonly sprites: Sprite[] = [];
  private readonly markers: Sprite[] = [];
  private readonly flash = new Float64Array(MAX_LANES);
  private readonly physicsStats = new FrameStats(600);
  private physics!: BoardPhysics;
  private pusher!: Sprite;
  private glow!: Sprite;
  private label!: Text;
  private coinScale = 1;
  private glowMs = 0;
  private labelMs = 0;
  private lanes = 1;
  /** A lane marker was lit last frame (markers are redrawn only while one is, and once after). */
  private markersLit = false;
  private disabled = false;
  /** Gallery and bench only: a decided drop every `demoEvery` ms, forever (0 = off). */
  private demoEvery = 0;
  private demoMs = 0;
  private demoSeq = 0;

  mount(): void {
    const { texture } = this.services;
    const model = this.model.get();
    this.lanes = this.laneCount(model);
    this.physics = this.startPhysics(model);

    const background = new Sprite(texture('pusher/board'));
    background.position.set(ART_LEFT, ART_TOP);
    background.setSize(ART_W, ART_H);
    this.glow = new Sprite(texture('pusher/edge-glow'));
    this.glow.anchor.set(0.5);
    this.glow.setSize(W + 20, 40);
    this.glow.position.set(W / 2, EDGE_Y);
    this.glow.alpha = 0;
    for (let i = 0; i < POOL; i++) this.sprites.push(this.coinSprite(texture('pusher/coin')));
    // The golden coin last and above the others: when it slides to the edge it passes over the pile.
    this.sprites.push(this.coinSprite(texture('pusher/golden-coin')));
    this.coinScale = this.sprites[0]!.scale.x;
    this.pusher = new Sprite(texture('pusher/pusher'));
    this.pusher.anchor.set(0.5);
    this.pusher.setSize(W, PUSHER_DEPTH);
    const rail = new Sprite(texture('pusher/rail'));
    rail.position.set(ART_LEFT, ART_TOP);
    rail.setSize(ART_W, -ART_TOP);
    const markers = new Container();
    for (let i = 0; i < MAX_LANES; i++) {
      const marker = new Sprite(texture('pusher/lane'));
      marker.anchor.set(0.5);
      this.markers.push(marker);
      markers.addChild(marker);
    }
    this.label = new Text({ text: '', resolution: MAX_RESOLUTION, style: { fontFamily: SCENE_FONT, fontSize: 40, fontWeight: '900', fill: 0xffe27a, stroke: { color: 0x3a1d00, width: 6 } } });
    this.label.anchor.set(0.5);
    this.label.position.set(W / 2, EDGE_Y - 70);
    this.label.visible = false;
    this.board.addChild(background, this.coinLayer, this.pusher, rail, markers, this.glow, this.label);
    this.view.addChild(this.board);
    this.apply(model);
    this.own(this.model.subscribe((next) => this.apply(next)));
    this.draw();
  }

  private laneCount(model: Readonly<PusherSceneModel>): number {
    return Math.max(1, Math.min(MAX_LANES, Math.floor(model.lanes) || 1));
  }

  /**
   * The physics (docs/pusher.md, "Physics off the main thread"): in a worker when the scene plays live
   * and the browser has workers, so matter-js's steps never take a frame's time; on this thread for
   * the gallery's stepped frames and tests, and when the worker fails (it carries on from the board
   * as last known, with the drops not yet settled).
   */
  private startPhysics(model: Readonly<PusherSceneModel>, board = model.board, replay: readonly PusherDropPlay[] = [], offThread = this.services.offThread): BoardPhysics {
    const { rng, reducedMotion } = this.services;
    const setup: PhysicsSetup = { dropSteps: reducedMotion ? 8 : 18, fallSteps: reducedMotion ? 12 : 24, lanes: this.lanes, board };
    const events: PhysicsEvents = {
      onFall: (front) => {
        if (front) this.glowMs = GLOW_MS;
      },
      onSettled: (play, snapshot) => this.settled(play, snapshot),
    };
    if (offThread) {
      try {
        const worker = new Worker(new URL('./physics.worker.ts', import.meta.url), { type: 'module', name: 'pusher-physics' });
        return new WorkerPhysics(worker, rng.int(0, 2 ** 31 - 1), setup, events, (last, unsettled) => {
          // Never a second worker: one that failed to load would fail again (and fetch again) each time.
          this.physics = this.startPhysics(this.model.get(), last ?? board, unsettled, false);
          this.requestFrame();
        });
      } catch {
        // No module workers here: the same physics on this thread.
      }
    }
    const clock = globalThis.performance;
    const inline = new InlinePhysics(rng, setup, events, clock ? { now: () => clock.now(), record: (ms) => this.physicsStats.record(ms) } : undefined);
    for (const play of replay) inline.drop(play);
    // The bench reads the step's own time (bench/scenes.ts), when the steps run on this thread.
    const host = globalThis as PhysicsStatsHost;
    host.pusherPhysics = this.physicsStats;
    this.own(() => {
      if (host.pusherPhysics === this.physicsStats) delete host.pusherPhysics;
    });
    return inline;
  }

  private coinSprite(art: Sprite['texture']): Sprite {
    const sprite = new Sprite(art);
    sprite.anchor.set(0.5);
    sprite.setSize(COIN_R * 2, COIN_R * 2);
    sprite.visible = false;
    this.coinLayer.addChild(sprite);
    return sprite;
  }

  /** Lanes and the disabled look; the saved board is read once, at mount (a reload). */
  private apply(model: Readonly<PusherSceneModel>): void {
    const lanes = this.laneCount(model);
    if (lanes !== this.lanes) this.physics.setLanes(lanes);
    this.lanes = lanes;
    this.disabled = model.disabled;
    const laneW = W / this.lanes;
    this.markers.forEach((marker, i) => {
      marker.visible = i < this.lanes;
      marker.position.set((i + 0.5) * laneW, -34);
      marker.setSize(Math.min(44, laneW * 0.8), 36);
    });
    this.drawMarkers();
  }

  /** The server answered a drop: it plays at the next step (drops queue, settling in order). */
  drop(play: PusherDropPlay): void {
    this.physics.drop(play);
    this.requestFrame();
  }

  /** A tap in canvas CSS pixels (the page's box forwards it): over the board, its lane is reported. */
  pointerDown(x: number, y: number): void {
    const lane = this.laneAt(x, y);
    if (lane < 0 || this.disabled) return;
    this.flash[lane] = FLASH_MS;
    this.requestFrame();
    this.callbacks.onLaneTapped?.(lane);
  }

  /** The lane under a point (canvas CSS pixels), or -1 off the board. */
  laneAt(x: number, y: number): number {
    const s = this.board.scale.x || 1;
    const bx = (x - this.board.position.x) / s;
    const by = (y - this.board.position.y) / s;
    if (bx < 0 || bx >= W || by < ART_TOP || by > EDGE_Y) return -1;
    return Math.min(this.lanes - 1, Math.floor(bx / (W / this.lanes)));
  }

  /** The board as it stands (the host saves it after each settle; the model's `board` restores it). */
  snapshot(): PusherBoardSnapshot | null {
    return this.physics.snapshot();
  }

  /** Gallery and bench: keep dropping (a seeded mix of small wins) every `everyMs` of scene time. */
  demo(everyMs: number): void {
    this.demoEvery = everyMs;
    this.requestFrame();
  }

  override isAnimating(): boolean {
    if (this.demoEvery > 0 || this.glowMs > 0 || this.labelMs > 0) return true;
    for (let i = 0; i < this.lanes; i++) if (this.flash[i]! > 0) return true;
    return !this.physics.isStill();
  }

  update(deltaMs: number): void {
    if (this.demoEvery > 0) this.demoTick(deltaMs);
    this.physics.advance(deltaMs);
    this.glowMs = Math.max(0, this.glowMs - deltaMs);
    for (let i = 0; i < this.lanes; i++) this.flash[i] = Math.max(0, this.flash[i]! - deltaMs);
    if (this.labelMs > 0) this.labelMs = Math.max(0, this.labelMs - deltaMs);
    this.draw();
  }

  private demoTick(deltaMs: number): void {
    this.demoMs += deltaMs;
    if (this.demoMs < this.demoEvery) return;
    this.demoMs -= this.demoEvery;
    const { rng } = this.services;
    this.demoSeq++;
    this.physics.drop({ seq: this.demoSeq, lane: rng.int(0, this.lanes - 1), coins: rng.int(0, 3), golden: this.demoSeq % 12 === 0, winLabel: '' });
  }

  private settled(play: PusherDropPlay, board: PusherBoardSnapshot): void {
    if (play.winLabel) {
      this.label.text = play.winLabel;
      this.labelMs = this.services.reducedMotion ? LABEL_MS / 2 : LABEL_MS;
    }
    this.callbacks.onDropSettled?.(play.seq, board);
  }

  /** Sprites from the physics' poses: positions, and the landing and falling animations. No allocation. */
  private draw(): void {
    const { poses, ready } = this.physics;
    // Until the worker's first poses arrive the buffer holds no board: the art alone, for a frame or two.
    this.coinLayer.visible = this.pusher.visible = ready;
    for (let i = 0, o = 0; i <= POOL; i++, o += POSE_STRIDE) {
      const sprite = this.sprites[i]!;
      if (poses[o] === 0) {
        sprite.visible = false;
        continue;
      }
      sprite.visible = true;
      sprite.position.set(poses[o + 1]!, poses[o + 2]!);
      sprite.rotation = poses[o + 3]!;
      sprite.scale.set(this.coinScale * poses[o + 4]!);
      sprite.alpha = poses[o + 5]!;
    }
    this.pusher.position.set(W / 2, pusherYOf(poses));
    // Not drawn at all while dark (an alpha-0 sprite still costs the GPU its quad).
    this.glow.visible = this.glowMs > 0;
    this.glow.alpha = this.glowMs / GLOW_MS;
    this.drawLabel();
    let lit = false;
    for (let i = 0; i < this.lanes; i++) if (this.flash[i]! > 0) lit = true;
    if (lit || this.markersLit) this.drawMarkers();
    this.markersLit = lit;
  }

  private drawLabel(): void {
    const label = this.label;
    label.visible = this.labelMs > 0;
    if (!label.visible) return;
    const total = this.services.reducedMotion ? LABEL_MS / 2 : LABEL_MS;
    const t = 1 - this.labelMs / total;
    // A quick pop, a hold, then a fade (no pop under reduced motion).
    const pop = this.services.reducedMotion ? 1 : t < 0.12 ? 0.6 + (t / 0.12) * 0.5 : Math.max(1, 1.1 - (t - 0.12) * 1.5);
    label.scale.set(pop);
    label.alpha = t > 0.7 ? (1 - t) / 0.3 : 1;
  }

  private drawMarkers(): void {
    for (let i = 0; i < this.lanes; i++) {
      const marker = this.markers[i]!;
      const lit = this.flash[i]! / FLASH_MS;
      marker.alpha = this.disabled ? 0.35 : 0.75 + 0.25 * lit;
      marker.tint = lit > 0 ? 0xfff1a8 : 0xffffff;
    }
  }

  resize(width: number, height: number): void {
    const s = Math.max(0.01, Math.min(width / ART_W, height / ART_H));
    this.board.scale.set(s);
    this.board.position.set((width - ART_W * s) / 2 - ART_LEFT * s, (height - ART_H * s) / 2 - ART_TOP * s);
  }

  override destroy(): void {
    this.physics.destroy();
    super.destroy();
  }
}

