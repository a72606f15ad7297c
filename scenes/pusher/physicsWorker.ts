import type { PusherBoardSnapshot, PusherDropPlay } from './model.ts';
import { type BoardPhysics, type PhysicsEvents, type PhysicsSetup } from './physics.ts';
import { FRAME, FRAME_LENGTH, type FromPhysicsWorker, type ToPhysicsWorker } from './physicsProtocol.ts';

/**
 * The main thread's side of the physics worker (physics.worker.ts). Two pose buffers go back and forth
 * (transferred, never copied or allocated per frame): one is drawn while the other is in the worker.
 * At most one `advance` is in flight; frames that pass meanwhile add their time to the next one, so a
 * slow worker never builds a queue (the sim's fixed step caps what a long frame runs anyway).
 *
 * Drops still on their way count as motion, so the scene keeps drawing until the worker has them.
 * If the worker fails (its script did not load, or it threw), `onFailed` gets the board as last
 * known and the drops not yet settled, and the scene carries on with the physics on its own thread.
 */
export class WorkerPhysics implements BoardPhysics {
  poses: Float64Array<ArrayBuffer> = new Float64Array(FRAME_LENGTH);
  private spare: Float64Array<ArrayBuffer> | null = new Float64Array(FRAME_LENGTH);
  private owedMs = 0;
  private sentDrops = 0;
  private seenDrops = 0;
  private still = false;
  private board: PusherBoardSnapshot | null;
  private readonly unsettled: PusherDropPlay[] = [];
  private failed = false;
  private seenFrame = false;

  constructor(
    private readonly worker: Worker,
    seed: number,
    setup: PhysicsSetup,
    private readonly events: PhysicsEvents,
    private readonly onFailed: (board: PusherBoardSnapshot | null, unsettled: PusherDropPlay[]) => void,
  ) {
    this.board = setup.board;
    worker.addEventListener('message', this.onMessage);
    worker.addEventListener('error', this.onError);
    worker.addEventListener('messageerror', this.onError);
    this.post({ type: 'init', seed, setup });
    // The first poses come at once: the opening frame waits for nothing but them.
    this.advance(0);
  }

  /** True once the first poses arrived (before that the buffer holds no coin). */
  get ready(): boolean {
    return this.seenFrame;
  }

  setLanes(lanes: number): void {
    this.post({ type: 'lanes', lanes });
  }

  advance(deltaMs: number): void {
    this.owedMs += deltaMs;
    const spare = this.spare;
    if (!spare || this.failed) return;
    this.spare = null;
    spare[FRAME.msOrStill] = this.owedMs;
    this.post(spare, [spare.buffer]);
    this.owedMs = 0;
  }

  drop(play: PusherDropPlay): void {
    this.unsettled.push(play);
    this.sentDrops++;
    this.still = false;
    this.post({ type: 'drop', play });
  }

  isStill(): boolean {
    return this.seenFrame && this.still && this.sentDrops === this.seenDrops;
  }

  snapshot(): PusherBoardSnapshot | null {
    return this.board;
  }

  destroy(): void {
    this.failed = true;
    this.worker.removeEventListener('message', this.onMessage);
    this.worker.removeEventListener('error', this.onError);
    this.worker.removeEventListener('messageerror', this.onError);
    this.worker.terminate();
  }

  private readonly onMessage = ({ data }: MessageEvent<FromPhysicsWorker>): void => {
    if (this.failed) return;
    if (data instanceof Float64Array) this.received(data);
    else if (data.type === 'board') this.board = data.board;
    else this.settled(data.play, data.board);
  };

  private readonly onError = (event: Event): void => {
    event.preventDefault();
    this.fail();
  };

  private received(frame: Float64Array<ArrayBuffer>): void {
    this.spare = this.poses;
    this.poses = frame;
    this.seenFrame = true;
    this.still = frame[FRAME.msOrStill] === 1;
    this.seenDrops = frame[FRAME.dropsSeen]!;
    for (let i = frame[FRAME.frontFalls]!; i > 0; i--) this.events.onFall(true);
    for (let i = frame[FRAME.sideFalls]!; i > 0; i--) this.events.onFall(false);
  }

  private settled(play: PusherDropPlay, board: PusherBoardSnapshot): void {
    this.board = board;
    const at = this.unsettled.findIndex((waiting) => waiting.seq === play.seq);
    if (at >= 0) this.unsettled.splice(at, 1);
    this.events.onSettled(play, board);
  }

  private post(message: ToPhysicsWorker, transfer: Transferable[] = []): void {
    if (this.failed) return;
    try {
      this.worker.postMessage(message, transfer);
    } catch {
      this.fail();
    }
  }

  private fail(): void {
    if (this.failed) return;
    this.destroy();
    this.onFailed(this.board, [...this.unsettled]);
  }
}
