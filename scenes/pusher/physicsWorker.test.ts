import { describe, expect, it, vi } from 'vitest';
import { seededRng } from '../engine/rng.ts';
import type { PusherBoardSnapshot, PusherDropPlay } from './model.ts';
import { InlinePhysics, POSE_LENGTH, POSE_STRIDE, type PhysicsEvents, type PhysicsSetup } from './physics.ts';
import { WorkerPhysics } from './physicsWorker.ts';

/**
 * The physics worker against the same physics on the calling thread (issue 30, docs/pusher.md): the
 * worker module runs here under a stand-in `self`, its messages held in a queue the test delivers, so
 * the scene's side sees what a browser gives it: answers a frame or more late, several frames passing
 * while one advance is in flight.
 */
const FRAME = 1000 / 60;
const SEED = 11;
const setup: PhysicsSetup = { dropSteps: 18, fallSteps: 24, lanes: 5, board: null };
const plays: PusherDropPlay[] = [
  { seq: 1, lane: 0, coins: 2, golden: false, winLabel: '+₱20' },
  { seq: 2, lane: 4, coins: 0, golden: true, winLabel: '+₱200' },
  { seq: 3, lane: 2, coins: 3, golden: false, winLabel: '' },
];

interface Recorded {
  settled: { seq: number; board: PusherBoardSnapshot }[];
  fronts: number;
}

function recorder(): Recorded & { events: PhysicsEvents } {
  const seen: Recorded = { settled: [], fronts: 0 };
  return Object.assign(seen, {
    events: {
      onFall: (front) => void (front && seen.fronts++),
      onSettled: (play, board) => void seen.settled.push({ seq: play.seq, board }),
    } satisfies PhysicsEvents,
  });
}

/** A Worker whose other end is physics.worker.ts loaded fresh; `deliver()` hands over what was posted. */
async function workerPair() {
  const toWorker: unknown[] = [];
  const toPage: unknown[] = [];
  let inWorker: ((event: { data: unknown }) => void) | null = null;
  const scope = {
    addEventListener: (_type: 'message', listener: (event: { data: unknown }) => void) => void (inWorker = listener),
    postMessage: (message: unknown) => void toPage.push(message),
  };
  vi.resetModules();
  vi.stubGlobal('self', scope);
  await import('./physics.worker.ts');
  const listeners = new Map<string, (event: { data?: unknown; preventDefault?(): void }) => void>();
  const worker = {
    addEventListener: (type: string, listener: (event: { data?: unknown }) => void) => void listeners.set(type, listener),
    removeEventListener: (type: string) => void listeners.delete(type),
    /** What the page would see from the worker: a message, or the worker failing. */
    fire: (type: 'message' | 'error', event: { data?: unknown; preventDefault?(): void }) => listeners.get(type)?.(event),
    terminated: false,
    posted: 0,
    postMessage(message: unknown) {
      this.posted++;
      toWorker.push(message);
    },
    terminate() {
      this.terminated = true;
    },
  };
  const deliver = () => {
    while (toWorker.length > 0) inWorker!({ data: toWorker.shift() });
    while (toPage.length > 0) worker.fire('message', { data: toPage.shift() });
  };
  return { worker, deliver };
}

/** What the poses draw: each visible slot's numbers (a hidden slot's are left over from an earlier frame). */
function shown(poses: Float64Array): number[][] {
  const slots: number[][] = [];
  for (let o = 0; o < POSE_LENGTH - 1; o += POSE_STRIDE) slots.push(poses[o] === 0 ? [0] : [...poses.subarray(o, o + POSE_STRIDE)]);
  slots.push([poses[POSE_LENGTH - 1]!]);
  return slots;
}

function boardOf(physics: { snapshot(): PusherBoardSnapshot | null }) {
  return physics.snapshot();
}

describe('the pusher physics in a worker (issue 30)', () => {
  it('plays the same drops to the same settles and the same board as on this thread', async () => {
    const inlineSeen = recorder();
    const inline = new InlinePhysics(seededRng(SEED), setup, inlineSeen.events);
    const { worker, deliver } = await workerPair();
    const workerSeen = recorder();
    const remote = new WorkerPhysics(worker as unknown as Worker, SEED, setup, workerSeen.events, () => {
      throw new Error('the worker did not fail');
    });
    expect(remote.ready).toBe(false);
    deliver();
    expect(remote.ready).toBe(true);
    plays.forEach((play) => {
      inline.drop(play);
      remote.drop(play);
    });
    expect(remote.isStill()).toBe(false);
    // Each frame: the page advances, then the worker's answer arrives before the next frame.
    for (let frame = 0; frame < 60 * 40; frame++) {
      inline.advance(FRAME);
      remote.advance(FRAME);
      deliver();
    }
    expect(inline.isStill() && remote.isStill()).toBe(true);
    expect(workerSeen.settled.map((s) => s.seq)).toEqual([1, 2, 3]);
    expect(workerSeen.settled).toEqual(inlineSeen.settled);
    expect(workerSeen.fronts).toBe(inlineSeen.fronts);
    expect(shown(remote.poses)).toEqual(shown(inline.poses));
    expect(boardOf(remote)).toEqual(boardOf(inline));
  });

  it('keeps one advance in flight: frames that pass meanwhile go with the next, and a late drop still counts as motion', async () => {
    const { worker, deliver } = await workerPair();
    const seen = recorder();
    const remote = new WorkerPhysics(worker as unknown as Worker, SEED, setup, seen.events, () => {});
    deliver();
    const postedAtStart = worker.posted;
    remote.drop(plays[0]!);
    // The worker answers only every third frame (a slow phone): no queue builds up.
    let frames = 0;
    for (; frames < 60 * 30 && !remote.isStill(); frames++) {
      remote.advance(FRAME);
      if (frames % 3 === 2) deliver();
    }
    expect(seen.settled.map((s) => s.seq)).toEqual([1]);
    expect(worker.posted - postedAtStart).toBeLessThanOrEqual(Math.ceil(frames / 3) + 2);
    // A drop posted but not yet seen by the worker: the scene must keep drawing.
    remote.drop(plays[2]!);
    expect(remote.isStill()).toBe(false);
  });

  it('hands the last board and the unsettled drops back when the worker fails, and stops the worker', async () => {
    const { worker, deliver } = await workerPair();
    const failures: { board: PusherBoardSnapshot | null; unsettled: number[] }[] = [];
    const remote = new WorkerPhysics(worker as unknown as Worker, SEED, setup, recorder().events, (board, unsettled) =>
      failures.push({ board, unsettled: unsettled.map((play) => play.seq) }),
    );
    deliver();
    const atRest = remote.snapshot();
    expect(atRest?.coins.length).toBeGreaterThan(0);
    remote.drop(plays[0]!);
    remote.drop(plays[1]!);
    worker.fire('error', { preventDefault() {} });
    expect(failures).toEqual([{ board: atRest, unsettled: [1, 2] }]);
    expect(worker.terminated).toBe(true);
    const posted = worker.posted;
    remote.advance(FRAME);
    remote.drop(plays[2]!);
    expect(worker.posted).toBe(posted);
  });
});
