/** The spin and draw buttons' debounce (spec §5, §9: 300 ms): a tap counts, taps for the next 300 ms do not. */
export const SPIN_DEBOUNCE_MS = 300;

/**
 * Leading-edge: the first tap acts at once (the wheel turns under the finger, no waiting on a phone),
 * a double tap or a bouncing finger within the window is dropped. `now` is injected so the rule is
 * tested without timers. The jackpot's draw button and the spin wheel's both use it.
 */
export function createTapGate(windowMs = SPIN_DEBOUNCE_MS, now: () => number = () => performance.now()) {
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
