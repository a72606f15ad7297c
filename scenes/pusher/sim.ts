import Matter from 'matter-js';
import type { SeededRng } from '../engine/rng.ts';
import { COIN_R, EDGE_Y, POOL, PUSHER_DEPTH, PUSH_MAX, pusherFront, W } from './board.ts';
import { FixedStep, STEP_MS } from './fixedStep.ts';
import type { PusherBoardSnapshot, PusherDropPlay } from './model.ts';
import { freshField, pickBackSpot, readSnapshot, writeSnapshot } from './field.ts';
import { CoinPool } from './pool.ts';
import { COIN_STATE, GOLDEN, GOLDEN_NEAR, markDue, markNearestDue, pastEdge, setGhost, steer, wakeAround } from './steering.ts';

const { Body, Composite, Engine } = Matter;

/** Steps of one pusher cycle (2.5 s). */
export const CYCLE_STEPS = 150;
/** A due coin still on the board this long after its drop landed goes ghost (README, "Steering"). */
export const DEADLINE_STEPS = 90;
/** A drop with nothing to fall settles this long after landing (the pusher shows it joined the pile). */
const SETTLE_MIN_STEPS = 30;
/** Parked and no drop: after this the board is put to sleep, so the scene rests (the still-ticker rule). */
const QUIET_STEPS = 120;

export interface SimOptions {
  rng: SeededRng;
  /** Plain coins on a fresh board. */
  fieldStart?: number;
  /** Fewer plain coins than this when a drop starts: new ones are placed at the back. */
  fieldMin?: number;
  /** More than this: the back-most fade out (lost), keeping pool slots for animations. */
  fieldMax?: number;
  /** Steps a dropped coin takes to land (shorter under reduced motion). */
  dropSteps?: number;
  /** Steps a fallen coin stays visible. */
  fallSteps?: number;
  /** Physics time of each step, for the bench (performance.now in a browser); absent in tests. */
  timer?: { now(): number; record(ms: number): void };
}

/** A drop the scene plays: started at the next step, landed after dropSteps, settled once its coins fell. */
export interface DropRun {
  play: PusherDropPlay;
  started: boolean;
  slot: number;
  landedAt: number;
  /** Plain coins not yet marked due (a short field), and whether the golden coin still has to be. */
  unassigned: number;
  goldenPending: boolean;
  /** Marked coins still on the board, and fallen ones still showing. */
  onBoard: number;
  showing: number;
}

/**
 * The pusher's physics, without a renderer: the pool, drops, steering, falls, refills and snapshots,
 * advanced in fixed steps. The scene reads `state`, `coins` and `pose()` each frame to place sprites.
 */
export class PusherSim extends CoinPool {
  readonly runs: DropRun[] = [];
  lanes = 5;
  steps = 0;
  cycleStep = 0;
  pusherRunning = false;
  quiet = 0;
  /** Counters (tests and the README's figures). */
  readonly fell = { front: 0, golden: 0, side: 0, overflow: 0, stray: 0 };
  /** Set once by the scene (never per frame): a coin went over the front edge, a drop settled. */
  onFall: ((slot: number, front: boolean) => void) | null = null;
  onSettled: ((run: DropRun) => void) | null = null;
  private readonly clock = new FixedStep();
  private readonly rng: SeededRng;
  private readonly options: Required<Omit<SimOptions, 'rng' | 'timer'>>;
  private readonly timerHook: SimOptions['timer'];
  private readonly pusherVelocity: Matter.Vector = { x: 0, y: 0 };

  constructor(options: SimOptions, snapshot: PusherBoardSnapshot | null = null) {
    super();
    this.rng = options.rng;
    this.options = { fieldStart: options.fieldStart ?? 90, fieldMin: options.fieldMin ?? 40, fieldMax: options.fieldMax ?? 130, dropSteps: options.dropSteps ?? 18, fallSteps: options.fallSteps ?? 24 };
    this.timerHook = options.timer;
    this.load(snapshot);
  }

  /**
   * Lays out a board: a saved one (checked), or a fresh seeded one. Everything in flight is dropped
   * and every pooled body goes back to the pool first (the steering test reuses one world per run).
   */
  load(snapshot: PusherBoardSnapshot | null, fieldStart = this.options.fieldStart): void {
    const { engine } = this.world;
    this.emptyPool();
    this.runs.length = 0;
    this.fell.front = this.fell.golden = this.fell.side = this.fell.overflow = this.fell.stray = 0;
    this.pusherRunning = false;
    this.quiet = 0;
    this.clock.reset();
    Matter.Pairs.clear(engine.pairs);
    const field = (snapshot && readSnapshot(snapshot)) ?? freshField(this.rng, fieldStart);
    field.coins.forEach(([x, y, angle], i) => i < POOL && this.place(i, x, y, angle));
    const golden = field.golden ?? pickBackSpot(this.rng, this.coins, this.state);
    this.place(GOLDEN, golden[0], golden[1], golden[2]);
    this.cycleStep = Math.round(field.phase * CYCLE_STEPS) % CYCLE_STEPS;
    this.placePusher();
    this.sleepAll();
  }

  get dropSteps(): number {
    return this.options.dropSteps;
  }

  get fallSteps(): number {
    return this.options.fallSteps;
  }

  /** Queues a decided drop; it starts at the next step. */
  drop(play: PusherDropPlay): void {
    this.runs.push({ play, started: false, slot: -1, landedAt: -1, unassigned: Math.max(0, play.coins), goldenPending: play.golden, onBoard: 0, showing: 0 });
  }

  /** Advances by a frame of wall time (fixed steps, capped); answers the steps run. */
  advance(deltaMs: number): number {
    const steps = this.clock.take(deltaMs);
    for (let i = 0; i < steps; i++) this.step();
    if (this.isStill()) this.clock.reset();
    return steps;
  }

  /** Nothing moves and nothing waits: the scene may stop the ticker. */
  isStill(): boolean {
    return this.runs.length === 0 && !this.pusherRunning && this.poolAtRest();
  }

  snapshot(): PusherBoardSnapshot {
    return writeSnapshot(this.coins, this.state, this.ax, this.ay, this.aa, this.cycleStep / CYCLE_STEPS);
  }

  step(): void {
    this.steps++;
    // Indexed loops in the step: no iterator objects per frame.
    for (let r = 0; r < this.runs.length; r++) if (!this.runs[r]!.started) this.start(this.runs[r]!);
    this.drivePusher();
    for (let i = 0; i <= POOL; i++) if (this.owner[i] !== -1 && this.state[i] === COIN_STATE.active) steer(this.coins[i]!);
    const before = this.timerHook ? this.timerHook.now() : 0;
    Engine.update(this.world.engine, STEP_MS);
    if (this.timerHook) this.timerHook.record(this.timerHook.now() - before);
    for (let i = 0; i <= POOL; i++) this.after(i);
    this.advanceRuns();
    this.settleQuiet();
  }

  private start(run: DropRun): void {
    const slot = this.freeSlot();
    if (slot < 0) {
      // Every slot busy (a burst of taps): the back-most coin makes room, one at a time; the drop waits.
      if (!this.anyLeaving()) this.loseBackmost();
      return;
    }
    run.started = true;
    run.slot = slot;
    const { lanes } = this;
    const lane = Math.min(Math.max(0, run.play.lane), lanes - 1);
    const laneW = W / lanes;
    const x = (lane + 0.5) * laneW + (this.rng.next() - 0.5) * laneW * 0.3;
    this.beginDrop(slot, x, PUSH_MAX + COIN_R + 4, this.rng.next() * Math.PI * 2);
    // Enough coins for this drop and a pile that still looks like one; too many: the oldest go.
    let plain = 0;
    for (let i = 0; i < POOL; i++) if (this.state[i] === COIN_STATE.active && this.owner[i] === -1) plain++;
    const want = Math.max(this.options.fieldMin, run.unassigned + 2);
    for (let n = plain; n < want; n++) {
      const free = this.freeSlot();
      if (free < 0) break;
      const [bx, by, angle] = pickBackSpot(this.rng, this.coins, this.state);
      this.beginDrop(free, bx, by, angle);
    }
    for (let n = plain; n > this.options.fieldMax; n--) this.loseBackmost();
  }

  private drivePusher(): void {
    if (this.pusherRunning) this.cycleStep = (this.cycleStep + 1) % CYCLE_STEPS;
    const pusher = this.world.pusher;
    this.pusherVelocity.x = W / 2 - pusher.position.x;
    this.pusherVelocity.y = pusherFront(this.cycleStep / CYCLE_STEPS) - PUSHER_DEPTH / 2 - pusher.position.y;
    Body.setVelocity(pusher, this.pusherVelocity);
    Body.setAngularVelocity(pusher, 0);
    // Runs while drops play; otherwise finishes its stroke, parks retracted and stops.
    this.pusherRunning = this.runs.length > 0 || (this.pusherRunning && this.cycleStep !== 0);
  }

  private after(i: number): void {
    const s = this.state[i];
    const body = this.coins[i]!;
    if (s === COIN_STATE.active) {
      if (pastEdge(body)) {
        if (this.owner[i] !== -1) this.leave(i, true);
        else {
          // Never expected (the lip stops every coin that is not due); counted and put back.
          this.fell.stray++;
          Body.setPosition(body, { x: body.position.x, y: EDGE_Y - COIN_R });
          Body.setVelocity(body, { x: 0, y: 0 });
        }
      } else if (body.position.x < -COIN_R || body.position.x > W + COIN_R) this.leave(i, false);
      return;
    }
    if (s === COIN_STATE.free) return;
    this.timer[i]!++;
    if (s === COIN_STATE.dropping && this.timer[i]! >= this.options.dropSteps) this.land(i);
    else if ((s === COIN_STATE.falling || s === COIN_STATE.lost) && this.timer[i]! >= this.options.fallSteps) this.release(i);
  }

  private advanceRuns(): void {
    for (let r = 0; r < this.runs.length; r++) {
      const run = this.runs[r]!;
      if (run.landedAt < 0) continue;
      if (run.unassigned > 0) {
        const marked = markNearestDue(this.coins, this.state, this.owner, run.play.seq, run.unassigned);
        run.unassigned -= marked;
        run.onBoard += marked;
      }
      if (run.goldenPending && this.state[GOLDEN] === COIN_STATE.active && this.owner[GOLDEN] === -1) {
        run.goldenPending = false;
        run.onBoard++;
        markDue(this.coins[GOLDEN]!, this.owner, GOLDEN, run.play.seq, this.coins[GOLDEN]!.position.y < GOLDEN_NEAR);
      }
      // Past the deadline every due coin of the drop still on the board slides (also one marked late).
      if (this.steps - run.landedAt >= DEADLINE_STEPS) {
        for (let i = 0; i <= POOL; i++) if (this.owner[i] === run.play.seq && this.state[i] === COIN_STATE.active) setGhost(this.coins[i]!);
      }
    }
    // In order: a later drop never settles before an earlier one.
    while (this.runs.length > 0) {
      const head = this.runs[0]!;
      if (head.landedAt < 0 || head.unassigned > 0 || head.goldenPending || head.onBoard > 0 || head.showing > 0) break;
      if (this.steps - head.landedAt < SETTLE_MIN_STEPS) break;
      this.runs.shift();
      this.onSettled?.(head);
    }
  }

  private settleQuiet(): void {
    if (this.runs.length > 0 || this.pusherRunning) {
      this.quiet = 0;
      return;
    }
    if (++this.quiet === QUIET_STEPS) this.sleepAll();
  }

  private anyLeaving(): boolean {
    for (let i = 0; i <= POOL; i++) if (this.state[i] === COIN_STATE.falling || this.state[i] === COIN_STATE.lost) return true;
    return false;
  }

  private runOf(seq: number): DropRun | undefined {
    for (let r = 0; r < this.runs.length; r++) if (this.runs[r]!.play.seq === seq && this.runs[r]!.started) return this.runs[r];
    return undefined;
  }

  /** An active coin goes over the front edge (due) or out of a side opening. */
  private leave(i: number, front: boolean): void {
    const { velocity } = this.coins[i]!;
    // Over the front edge it drops on into the tray (at least 1.5 units a step); out of a side it drifts on.
    if (front) this.takeOut(i, COIN_STATE.falling, velocity.x * 0.5, Math.max(1.5, velocity.y));
    else this.takeOut(i, COIN_STATE.lost, velocity.x, velocity.y);
    if (front) {
      if (i === GOLDEN) this.fell.golden++;
      else this.fell.front++;
      const run = this.runOf(this.owner[i]!);
      if (run) {
        run.onBoard--;
        run.showing++;
      }
    } else this.fell.side++;
    this.onFall?.(i, front);
  }

  /** A fallen coin's animation ended: its slot is free (the golden coin comes back at the back). */
  private release(i: number): void {
    const seq = this.owner[i]!;
    this.owner[i] = -1;
    this.state[i] = COIN_STATE.free;
    if (seq !== -1) {
      const run = this.runOf(seq);
      if (run) run.showing--;
    }
    if (i === GOLDEN) {
      const [x, y, angle] = pickBackSpot(this.rng, this.coins, this.state);
      this.beginDrop(GOLDEN, x, y, angle);
    }
  }

  private loseBackmost(): void {
    let back = -1;
    for (let i = 0; i < POOL; i++) {
      if (this.state[i] !== COIN_STATE.active || this.owner[i] !== -1) continue;
      if (back < 0 || this.coins[i]!.position.y < this.coins[back]!.position.y) back = i;
    }
    if (back < 0) return;
    this.takeOut(back, COIN_STATE.lost, 0, 0);
    this.fell.overflow++;
  }

  private land(i: number): void {
    this.place(i, this.ax[i]!, this.ay[i]!, this.aa[i]!);
    for (let r = 0; r < this.runs.length; r++) if (this.runs[r]!.slot === i && this.runs[r]!.landedAt < 0) this.runs[r]!.landedAt = this.steps;
    wakeAround(this.coins, this.state, this.ax[i]!, this.ay[i]!, COIN_R * 4);
  }

  /** Tears the world down (the scene's destroy): bodies, pairs and the broadphase go with the engine. */
  destroy(): void {
    this.runs.length = 0;
    this.onFall = null;
    this.onSettled = null;
    Engine.clear(this.world.engine);
    Composite.clear(this.world.engine.world, false, true);
  }

  private placePusher(): void {
    Body.setPosition(this.world.pusher, { x: W / 2, y: pusherFront(this.cycleStep / CYCLE_STEPS) - PUSHER_DEPTH / 2 });
  }
}

