interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and answer input in between: `scheduler.yield()`
 * where there is one (the rest runs ahead of other queued tasks), a zero timeout otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
