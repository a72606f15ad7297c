import Matter from 'matter-js';
import { CAT, COIN_R, EDGE_Y, MASK, POOL } from './board.ts';
import { STEP_MS } from './fixedStep.ts';

/**
 * How the board is steered to the server's decision (scenes/pusher/README.md, "Steering"): pure
 * functions over the pool's bodies and flags, no renderer, no allocation (they run every step).
 *
 * - A coin is **due** when a decided drop needs it to fall: its collision mask drops the lip's
 *   category, so it alone can cross the front edge; every other coin meets the lip and can never fall.
 * - Due coins are the ones nearest the front (largest y), so they have the least way to go; during the
 *   settle phase each gets a small forward force (a felt-table drift the eye reads as the pile's push).
 * - Past the deadline a due coin still on the board turns **ghost**: it meets only walls and the side
 *   plugs, and slides straight over the pile to the edge at a fixed speed, so it always falls.
 * - Due and golden coins meet the side plugs: they can never leave through a side opening.
 */
const { Sleeping } = Matter;

export const COIN_STATE = { free: 0, active: 1, dropping: 2, falling: 3, lost: 4 } as const;
export const GOLDEN = POOL;
/** The golden coin counts as near the front from here: it is then steered like a plain coin. */
export const GOLDEN_NEAR = EDGE_Y - 90;
/** Forward drift of a due coin, in board units per step² (with the felt's drag, ~0.75 units a step at most). */
const NUDGE = 0.1 / (STEP_MS * STEP_MS);
/** A ghost's speed towards the edge, units per step. */
export const DRIVE_SPEED = 4;
const DRIVE: Matter.Vector = { x: 0, y: DRIVE_SPEED };

/**
 * Marks up to `count` of the active, not yet due plain coins nearest the front as due for `seq`.
 * A selection of `count` (≤ 10 or so) passes over the pool: no sorting, no arrays.
 * Answers how many were marked (fewer when the field is short).
 */
export function markNearestDue(coins: readonly Matter.Body[], state: Uint8Array, owner: Int32Array, seq: number, count: number): number {
  let marked = 0;
  while (marked < count) {
    let best = -1;
    let bestY = -Infinity;
    for (let i = 0; i < POOL; i++) {
      if (state[i] !== COIN_STATE.active || owner[i] !== -1) continue;
      const y = coins[i]!.position.y;
      if (y > bestY) {
        bestY = y;
        best = i;
      }
    }
    if (best < 0) break;
    markDue(coins[best]!, owner, best, seq, false);
    marked++;
  }
  return marked;
}

/** One coin due for `seq`: through the lip from now on; a far golden coin goes ghost at once. */
export function markDue(body: Matter.Body, owner: Int32Array, index: number, seq: number, ghost: boolean): void {
  owner[index] = seq;
  if (ghost) setGhost(body);
  else body.collisionFilter.mask = MASK.due;
  Sleeping.set(body, false);
}

export function setGhost(body: Matter.Body): void {
  if (body.collisionFilter.category === CAT.ghost) return;
  body.collisionFilter.category = CAT.ghost;
  body.collisionFilter.mask = MASK.ghost;
  Sleeping.set(body, false);
}

/** Back to an ordinary coin (pooled bodies are reused). */
export function clearSteering(body: Matter.Body, golden: boolean): void {
  body.collisionFilter.category = CAT.coin;
  body.collisionFilter.mask = golden ? MASK.golden : MASK.coin;
}

/** This step's push on a due coin: a drift before the deadline, the ghost's fixed speed after. */
export function steer(body: Matter.Body): void {
  if (body.collisionFilter.category === CAT.ghost) {
    Matter.Body.setVelocity(body, DRIVE);
    return;
  }
  body.force.y += body.mass * NUDGE;
}

/** Past the front edge (counted as fallen). */
export function pastEdge(body: Matter.Body): boolean {
  return body.position.y > EDGE_Y + COIN_R;
}

/**
 * Wakes the sleeping coins around a spot a coin just left (matter-js #875: a sleeping body does not
 * notice a neighbour's removal, and would hang in the air beside the hole).
 */
export function wakeAround(coins: readonly Matter.Body[], state: Uint8Array, x: number, y: number, radius: number): void {
  const r2 = radius * radius;
  for (let i = 0; i <= POOL; i++) {
    if (state[i] !== COIN_STATE.active) continue;
    const body = coins[i]!;
    if (!body.isSleeping) continue;
    const dx = body.position.x - x;
    const dy = body.position.y - y;
    if (dx * dx + dy * dy <= r2) Sleeping.set(body, false);
  }
}
