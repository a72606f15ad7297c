import type { SeededRng } from '../engine/rng.ts';
import { POOL } from './board.ts';
import type { PusherBoardSnapshot, PusherDropPlay } from './model.ts';
import { coinPose, type Pose } from './pose.ts';
import { PusherSim } from './sim.ts';

/**
 * The board's physics as the scene sees it (docs/pusher.md, "Physics off the main thread"): drops in,
 * a frame's worth of wall time in, and out the poses of every pooled coin and the pusher, plus the
 * falls and settles. Two places run it: this thread (InlinePhysics: tests, the gallery's stepped
 * frames, a browser without workers) and a worker (WorkerPhysics, physicsWorker.ts: a live scene), the
 * same PusherSim either way.
 */
export interface BoardPhysics {
  /** The latest poses: POSE_STRIDE numbers a coin slot (POOL plain coins, then the golden one), then the pusher's y. */
  readonly poses: Float64Array;
  /** The poses hold the board (a worker's first frame may still be on its way). */
  readonly ready: boolean;
  setLanes(lanes: number): void;
  /** A frame of wall time (the sim runs fixed steps of it). */
  advance(deltaMs: number): void;
  drop(play: PusherDropPlay): void;
  /** Nothing moves and nothing waits (the scene may let its ticker stop). */
  isStill(): boolean;
  /** The board as last known (on this thread: as it stands; in a worker: at the last settle or rest), null before the first frame. */
  snapshot(): PusherBoardSnapshot | null;
  destroy(): void;
}

export interface PhysicsEvents {
  /** A coin left the board: over the front edge (`front`) or out of a side. */
  onFall(front: boolean): void;
  /** A drop finished (its coins fell, in order), with the board at that moment for the host to save. */
  onSettled(play: PusherDropPlay, board: PusherBoardSnapshot): void;
}

export interface PhysicsSetup {
  dropSteps: number;
  fallSteps: number;
  lanes: number;
  board: PusherBoardSnapshot | null;
}

/** visible (0/1), x, y, angle, scale, alpha. */
export const POSE_STRIDE = 6;
export const POSE_LENGTH = (POOL + 1) * POSE_STRIDE + 1;
const PUSHER_AT = (POOL + 1) * POSE_STRIDE;

/** Writes every slot's pose and the pusher's y into `out` (POSE_LENGTH numbers). No allocation. */
export function writePoses(sim: PusherSim, pose: Pose, out: Float64Array): void {
  for (let i = 0, o = 0; i <= POOL; i++, o += POSE_STRIDE) {
    if (!coinPose(sim, i, pose)) {
      out[o] = 0;
      continue;
    }
    out[o] = 1;
    out[o + 1] = pose.x;
    out[o + 2] = pose.y;
    out[o + 3] = pose.angle;
    out[o + 4] = pose.scale;
    out[o + 5] = pose.alpha;
  }
  out[PUSHER_AT] = sim.world.pusher.position.y;
}

export function pusherYOf(poses: Float64Array): number {
  return poses[PUSHER_AT]!;
}

/** The sim on the calling thread: the scene's frames see each step as it runs (the gallery's pixels). */
export class InlinePhysics implements BoardPhysics {
  readonly poses = new Float64Array(POSE_LENGTH);
  readonly ready = true;
  readonly sim: PusherSim;
  private readonly pose: Pose = { x: 0, y: 0, angle: 0, scale: 1, alpha: 1 };

  constructor(rng: SeededRng, setup: PhysicsSetup, events: PhysicsEvents, timer?: { now(): number; record(ms: number): void }) {
    this.sim = new PusherSim({ rng, dropSteps: setup.dropSteps, fallSteps: setup.fallSteps, timer }, setup.board);
    this.sim.lanes = setup.lanes;
    this.sim.onFall = (_slot, front) => events.onFall(front);
    this.sim.onSettled = (run) => events.onSettled(run.play, this.sim.snapshot());
    writePoses(this.sim, this.pose, this.poses);
  }

  setLanes(lanes: number): void {
    this.sim.lanes = lanes;
  }

  advance(deltaMs: number): void {
    this.sim.advance(deltaMs);
    writePoses(this.sim, this.pose, this.poses);
  }

  drop(play: PusherDropPlay): void {
    this.sim.drop(play);
  }

  isStill(): boolean {
    return this.sim.isStill();
  }

  snapshot(): PusherBoardSnapshot {
    return this.sim.snapshot();
  }

  destroy(): void {
    this.sim.destroy();
  }
}
