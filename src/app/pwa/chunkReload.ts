/** When the last reload for a missing chunk happened (sessionStorage, so a new tab starts fresh). */
export const CHUNK_RELOAD_MARK = 'swerte.chunkReloadAt';
/** A second chunk failure within this window means reloading does not help: show the error page. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/**
 * Called when a chunk failed to load (a deploy removed it under an open tab). Returns true when the
 * caller should reload now: once, then not again within the window, so there is never a reload loop.
 */
export function shouldReloadForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_MARK) ?? 0);
    if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_MARK, String(now));
    return true;
  } catch {
    return false; // Without storage there is no loop guard: the error page lets the player reload.
  }
}

/**
 * Vite fires `vite:preloadError` when a lazy chunk or its CSS fails to load. The first time, reload
 * (and stop the error); the next time within the window, let the error reach the route's error page.
 */
export function reloadOnPreloadError(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!shouldReloadForChunkError(win.sessionStorage)) return;
    event.preventDefault();
    win.location.reload();
  });
}
