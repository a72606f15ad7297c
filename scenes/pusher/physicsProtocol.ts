import type { PusherBoardSnapshot, PusherDropPlay } from './model.ts';
import { POSE_LENGTH, type PhysicsSetup } from './physics.ts';

/**
 * The scene and the physics worker (physics.worker.ts) talk in two kinds of message. Every frame: one
 * Float64Array goes each way, transferred (not copied) and reused, never an object to clone: the
 * scene's carries the frame's wall time, the worker's the poses and the frame's counters. Rarely:
 * objects (the set-up, lanes, a drop; a settled drop, the board at rest).
 */
export type ToPhysicsWorker = { type: 'init'; seed: number; setup: PhysicsSetup } | { type: 'lanes'; lanes: number } | { type: 'drop'; play: PusherDropPlay } | Float64Array<ArrayBuffer>;

export type FromPhysicsWorker =
  /** A drop finished (its coins fell, in order), with the board then; sent before the frame that saw it. */
  | { type: 'settled'; play: PusherDropPlay; board: PusherBoardSnapshot }
  /** The whole board: on the first frame, and whenever it came to rest. */
  | { type: 'board'; board: PusherBoardSnapshot }
  | Float64Array<ArrayBuffer>;

/** A frame buffer: the poses (physics.ts), then these slots. */
export const FRAME = {
  /** In: the frame's wall time (ms). Out: 1 when the board is still. */
  msOrStill: POSE_LENGTH,
  /** Out: drops received so far (the scene counts the ones still on their way). */
  dropsSeen: POSE_LENGTH + 1,
  /** Out: coins over the front edge, and out of a side, since the last frame. */
  frontFalls: POSE_LENGTH + 2,
  sideFalls: POSE_LENGTH + 3,
} as const;
export const FRAME_LENGTH = POSE_LENGTH + 4;
