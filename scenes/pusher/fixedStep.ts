/** One physics step: 1/60 s of board time, whatever the display's refresh rate. */
export const STEP_MS = 1000 / 60;
/** Steps a single frame may run; the rest of a long frame is dropped (the board slows, never spirals). */
export const MAX_STEPS_PER_FRAME = 2;
/** Float slack: 2 × 8.333… ms must make one step, not 0.99999 of one. */
const EPSILON = 1e-6;

/**
 * The fixed-step accumulator (issue 30): wall time in, whole physics steps out. A 120 Hz phone runs a
 * step every other frame, a 30 fps phone two per frame, so both show the same board after the same
 * time; a frame of 100 ms (a stall) runs at most MAX_STEPS_PER_FRAME and forgets the rest.
 */
export class FixedStep {
  private carried = 0;

  /** How many steps to run for a frame of `deltaMs`. */
  take(deltaMs: number): number {
    this.carried += Math.max(0, deltaMs);
    let steps = Math.floor((this.carried + EPSILON) / STEP_MS);
    if (steps > MAX_STEPS_PER_FRAME) {
      steps = MAX_STEPS_PER_FRAME;
      this.carried = 0;
      return steps;
    }
    this.carried = Math.max(0, this.carried - steps * STEP_MS);
    return steps;
  }

  /** Drops what was carried (the board went still: the next frame starts afresh). */
  reset(): void {
    this.carried = 0;
  }
}
