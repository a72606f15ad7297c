/**
 * A background ticker: `run` every `everyMs` in this process (and once `firstAfterMs` after the start,
 * when given), never two passes at once (a tick that finds the last pass still going is skipped, not
 * queued: the passes are lazy and idempotent, so the next tick catches up). A failed pass goes to
 * `onError` and the next tick tries again. The timers do not keep the process alive. Answers the
 * stopper: no pass starts after it, and it waits for the one under way (graceful shutdown calls it
 * before the database closes).
 */
export function startTicker(opts: { everyMs: number; firstAfterMs?: number; run: () => Promise<unknown>; onError: (error: unknown) => void }): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    // Through a promise, so a run that throws before its first await is reported like any failure.
    running = new Promise<unknown>((resolve) => resolve(opts.run()))
      .catch(opts.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = opts.firstAfterMs === undefined ? undefined : setTimeout(tick, opts.firstAfterMs);
  const timer = setInterval(tick, opts.everyMs);
  first?.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
