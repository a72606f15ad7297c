import { seededRng } from '../engine/rng.ts';
import type { Pose } from './pose.ts';
import { writePoses } from './physics.ts';
import { FRAME, type FromPhysicsWorker, type ToPhysicsWorker } from './physicsProtocol.ts';
import { PusherSim } from './sim.ts';

/**
 * The coin pusher's physics in a worker (docs/pusher.md, "Physics off the main thread"): the scene's
 * frames send wall time in a buffer, this runs the fixed steps and sends the buffer back with every
 * coin's pose. The main thread draws; matter-js's steps and its garbage never land in its frames.
 */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ToPhysicsWorker>) => void): void;
  postMessage(message: FromPhysicsWorker, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
/** A worker's postMessage has no target origin (the lint rule is about windows). */
const send = (message: FromPhysicsWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
const pose: Pose = { x: 0, y: 0, angle: 0, scale: 1, alpha: 1 };
let sim: PusherSim | null = null;
let dropsSeen = 0;
let frontFalls = 0;
let sideFalls = 0;
/** Whether the last frame sent was at rest (the board goes with the first frame, and with each coming to rest). */
let wasStill: boolean | null = null;

function frame(buffer: Float64Array<ArrayBuffer>): void {
  if (!sim) return;
  sim.advance(buffer[FRAME.msOrStill]!);
  writePoses(sim, pose, buffer);
  const still = sim.isStill();
  if (wasStill === null || (still && !wasStill)) send({ type: 'board', board: sim.snapshot() });
  wasStill = still;
  buffer[FRAME.msOrStill] = still ? 1 : 0;
  buffer[FRAME.dropsSeen] = dropsSeen;
  buffer[FRAME.frontFalls] = frontFalls;
  buffer[FRAME.sideFalls] = sideFalls;
  frontFalls = sideFalls = 0;
  send(buffer, [buffer.buffer]);
}

scope.addEventListener('message', ({ data }) => {
  if (data instanceof Float64Array) return frame(data);
  switch (data.type) {
    case 'init': {
      const { setup } = data;
      const created = new PusherSim({ rng: seededRng(data.seed), dropSteps: setup.dropSteps, fallSteps: setup.fallSteps }, setup.board);
      created.lanes = setup.lanes;
      created.onFall = (_slot, front) => void (front ? frontFalls++ : sideFalls++);
      created.onSettled = (run) => send({ type: 'settled', play: run.play, board: created.snapshot() });
      sim = created;
      return;
    }
    case 'lanes':
      if (sim) sim.lanes = data.lanes;
      return;
    case 'drop':
      dropsSeen++;
      sim?.drop(data.play);
  }
});
