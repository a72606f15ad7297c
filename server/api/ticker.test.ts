import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTicker } from './ticker.ts';

/** A pass the test ends when it wants. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

describe('startTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every everyMs and never starts a pass while the last one is under way', async () => {
    const passes: ReturnType<typeof gate>[] = [];
    const stop = startTicker({
      everyMs: 100,
      run: () => {
        const pass = gate();
        passes.push(pass);
        return pass.done;
      },
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(passes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toHaveLength(1);
    // Three more ticks while the first pass is still going: skipped, not queued.
    await vi.advanceTimersByTimeAsync(300);
    expect(passes).toHaveLength(1);
    passes[0]!.open();
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toHaveLength(2);
    passes[1]!.open();
    await stop();
  });

  it('stops ticking, and its stopper waits for the pass under way', async () => {
    const pass = gate();
    let runs = 0;
    let finished = false;
    const stop = startTicker({
      everyMs: 50,
      run: async () => {
        runs += 1;
        await pass.done;
        finished = true;
      },
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(stopped).toBe(false);
    pass.open();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(1);
  });

  it('reports a failed pass (thrown or rejected) and runs again at the next tick', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = startTicker({
      everyMs: 10,
      run: () => {
        runs += 1;
        if (runs === 1) throw new Error('thrown');
        if (runs === 2) return Promise.reject(new Error('rejected'));
        return Promise.resolve();
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(30);
    expect(runs).toBe(3);
    expect(errors.map((error) => (error as Error).message)).toEqual(['thrown', 'rejected']);
    await stop();
  });

  it('answers a stopper that resolves at once when no pass is under way', async () => {
    const run = vi.fn(() => Promise.resolve());
    const stop = startTicker({ everyMs: 1000, run, onError: () => {} });
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('startTicker with firstAfterMs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once soon after the start, then every everyMs, still one pass at a time', async () => {
    const pass = gate();
    let runs = 0;
    const stop = startTicker({
      everyMs: 1000,
      firstAfterMs: 50,
      run: () => {
        runs += 1;
        return runs === 1 ? pass.done : Promise.resolve();
      },
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toBe(1);
    // The first interval tick finds the early pass still going.
    await vi.advanceTimersByTimeAsync(950);
    expect(runs).toBe(1);
    pass.open();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    await stop();
  });

  it('cancels the early pass when stopped before it', async () => {
    const run = vi.fn(() => Promise.resolve());
    const stop = startTicker({ everyMs: 1000, firstAfterMs: 50, run, onError: () => {} });
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
