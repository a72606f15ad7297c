import Matter from 'matter-js';
import { COIN_R, createBoardWorld, POOL, type BoardWorld } from './board.ts';
import { clearSteering, COIN_STATE, GOLDEN, wakeAround } from './steering.ts';

const { Body, Composite, Sleeping } = Matter;
const ZERO: Matter.Vector = { x: 0, y: 0 };

/**
 * The pool (issue 30): every body the board will ever hold (POOL plain coins and the golden coin),
 * created once with the world, and per slot what it is doing. A slot is free (out of the world,
 * sprite hidden), active (a body in the world), dropping (landing animation, not in the world yet),
 * or falling / lost (out of the world, its sprite finishing the fall). Nothing is destroyed while the
 * scene lives: a body leaves the world with Composite.remove and comes back with Composite.add.
 * Typed arrays, so reading a slot each frame allocates nothing.
 */
export class CoinPool {
  readonly world: BoardWorld;
  readonly coins: readonly Matter.Body[];
  /** Per slot: COIN_STATE, steps in it, and the drop (seq) it is due for, or -1. */
  readonly state = new Uint8Array(POOL + 1);
  readonly timer = new Int32Array(POOL + 1);
  readonly owner = new Int32Array(POOL + 1).fill(-1);
  /** Where an animation starts or lands, its angle, and its velocity (falling coins keep moving). */
  readonly ax = new Float64Array(POOL + 1);
  readonly ay = new Float64Array(POOL + 1);
  readonly avx = new Float64Array(POOL + 1);
  readonly avy = new Float64Array(POOL + 1);
  readonly aa = new Float64Array(POOL + 1);

  constructor() {
    this.world = createBoardWorld();
    this.coins = this.world.coins;
  }

  /** Every body out of the world, every slot free. */
  protected emptyPool(): void {
    for (let i = 0; i <= POOL; i++) if (this.state[i] === COIN_STATE.active) Composite.remove(this.world.engine.world, this.coins[i]!);
    this.state.fill(COIN_STATE.free);
    this.owner.fill(-1);
  }

  protected freeSlot(): number {
    for (let i = 0; i < POOL; i++) if (this.state[i] === COIN_STATE.free) return i;
    return -1;
  }

  /** A slot starts its landing animation towards (x, y); the body joins the world when it lands. */
  protected beginDrop(i: number, x: number, y: number, angle: number): void {
    this.state[i] = COIN_STATE.dropping;
    this.timer[i] = 0;
    this.ax[i] = x;
    this.ay[i] = y;
    this.aa[i] = angle;
  }

  /** A pooled body into the world at (x, y), at rest, an ordinary coin again. */
  protected place(i: number, x: number, y: number, angle: number): void {
    const body = this.coins[i]!;
    clearSteering(body, i === GOLDEN);
    this.owner[i] = -1;
    Body.setPosition(body, { x, y });
    Body.setAngle(body, angle);
    Body.setVelocity(body, ZERO);
    Body.setAngularVelocity(body, 0);
    Composite.add(this.world.engine.world, body);
    Sleeping.set(body, false);
    this.state[i] = COIN_STATE.active;
    this.timer[i] = 0;
  }

  /**
   * An active body leaves the world (fallen or lost): its sprite goes on from where it was at
   * (vx, vy) units a step, and the sleeping neighbours it leant on are woken (matter-js #875).
   */
  protected takeOut(i: number, next: number, vx: number, vy: number): void {
    const body = this.coins[i]!;
    this.ax[i] = body.position.x;
    this.ay[i] = body.position.y;
    this.avx[i] = vx;
    this.avy[i] = vy;
    this.aa[i] = body.angle;
    Composite.remove(this.world.engine.world, body);
    this.state[i] = next;
    this.timer[i] = 0;
    wakeAround(this.coins, this.state, body.position.x, body.position.y, COIN_R * 5);
  }

  /** Every body in the world asleep (the board at rest). */
  protected sleepAll(): void {
    for (let i = 0; i <= POOL; i++) if (this.state[i] === COIN_STATE.active) Sleeping.set(this.coins[i]!, true);
  }

  /** No animation running and every body asleep. */
  protected poolAtRest(): boolean {
    for (let i = 0; i <= POOL; i++) {
      const s = this.state[i];
      if (s === COIN_STATE.free) continue;
      if (s !== COIN_STATE.active || !this.coins[i]!.isSleeping) return false;
    }
    return true;
  }
}
