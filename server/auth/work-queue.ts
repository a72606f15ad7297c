/**
 * A small semaphore with a bounded, two-lane queue, for argon2. Each hash holds 19 MiB and a core for
 * tens of milliseconds: unbounded, a flood of sign-ups would queue thousands of them in libuv's pool
 * and every sign-in behind them would wait (issue 16). So:
 * - at most `slots` run at once (about one per core);
 * - sign-ins (`urgent`) wait ahead of new-password hashes, so a burst of registrations delays a
 *   sign-in by at most the hashes already running;
 * - at most `queue` wait; the next caller is refused at once (`full()`), not left hanging.
 */
export type Lane = 'urgent' | 'normal';

export interface WorkQueue {
  run<T>(lane: Lane, task: () => Promise<T>): Promise<T>;
  /** What is running and waiting now (tests and the operator's view). */
  load(): { running: number; waiting: number };
  /** Called at each event, in order: tests assert ordering with it. */
  observe(listener: ((event: { kind: 'queued' | 'started'; lane: Lane }) => void) | null): void;
}

export function workQueue(slots: number, queue: number, full: () => Error): WorkQueue {
  let running = 0;
  const waiting: Record<Lane, (() => void)[]> = { urgent: [], normal: [] };
  let listener: Parameters<WorkQueue['observe']>[0] = null;
  const waitingCount = () => waiting.urgent.length + waiting.normal.length;

  const release = () => {
    // The slot passes straight to the next in line (urgent first), so `running` never dips below
    // `slots` while anyone waits and a newcomer cannot jump the queue.
    const next = waiting.urgent.shift() ?? waiting.normal.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(lane, task) {
      if (running >= slots) {
        if (waitingCount() >= queue) throw full();
        listener?.({ kind: 'queued', lane });
        await new Promise<void>((resolve) => waiting[lane].push(resolve));
      } else {
        running += 1;
      }
      listener?.({ kind: 'started', lane });
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waitingCount() }),
    observe(next) {
      listener = next;
    },
  };
}
