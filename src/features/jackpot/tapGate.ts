/** The draw button's debounce (spec §5, §9): a tap counts, and taps for the next 300 ms do not. */
export const DRAW_DEBOUNCE_MS = 300;

/**
 * Leading-edge: the first tap acts at once (no waiting on a phone), a double tap or a bouncing
 * finger within the window is dropped. `now` is injected so the rule is tested without timers.
 */
export function createTapGate(windowMs = DRAW_DEBOUNCE_MS, now: () => number = () => performance.now()) {
  let last = -Infinity;
  return {
    /** True when this tap should act. */
    pass(): boolean {
      const at = now();
      if (at - last < windowMs) return false;
      last = at;
      return true;
    },
  };
}
