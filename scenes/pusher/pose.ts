import { COIN_STATE } from './steering.ts';
import type { PusherSim } from './sim.ts';

/** Where a pooled coin shows this frame (board units), written into a reused object. */
export interface Pose {
  x: number;
  y: number;
  angle: number;
  scale: number;
  alpha: number;
}

/** The rail's y, where a dropped coin starts its slide down to its landing spot. */
const RAIL_Y = -30;

/**
 * A coin's pose from the simulation: on the board, its body; landing, a slide from the rail that
 * settles from a little above (scale) onto its spot; fallen or lost, it keeps moving, shrinks (over
 * the front edge: falling into the tray) and fades. False when the slot is free (sprite hidden).
 */
export function coinPose(sim: PusherSim, i: number, out: Pose): boolean {
  const state = sim.state[i];
  if (state === COIN_STATE.free) return false;
  if (state === COIN_STATE.active) {
    const body = sim.coins[i]!;
    out.x = body.position.x;
    out.y = body.position.y;
    out.angle = body.angle;
    out.scale = 1;
    out.alpha = 1;
    return true;
  }
  const t = Math.min(1, sim.timer[i]! / (state === COIN_STATE.dropping ? sim.dropSteps : sim.fallSteps));
  if (state === COIN_STATE.dropping) {
    const ease = 1 - (1 - t) * (1 - t);
    out.x = sim.ax[i]!;
    out.y = RAIL_Y + (sim.ay[i]! - RAIL_Y) * ease;
    out.angle = sim.aa[i]!;
    out.scale = 1 + 0.6 * (1 - ease);
    out.alpha = 0.5 + 0.5 * t;
    return true;
  }
  const steps = sim.timer[i]!;
  out.x = sim.ax[i]! + sim.avx[i]! * steps;
  out.y = sim.ay[i]! + sim.avy[i]! * steps;
  out.angle = sim.aa[i]!;
  out.scale = state === COIN_STATE.falling ? 1 - 0.45 * t : 1;
  out.alpha = 1 - t;
  return true;
}
