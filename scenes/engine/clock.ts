// The engine clock, apart from the engine so an opt-in time library (tween.ts) can follow it without
// the engine importing that library: the engine chunk carries no tween code for scenes that drive
// everything from their own update() (the jackpot scene does).

/** Something that keeps time by the engine clock rather than by requestAnimationFrame. */
export interface ClockHook {
  /** Called once per engine step, before the scene's update(), with the engine time in ms. */
  step(timeMs: number): void;
  /** Live animations it holds (tweens), for the leak test. */
  live(): number;
}

export const clock = {
  /** Engine time in ms: advances only with frames (fixed steps in deterministic mode). */
  time: 0,
  hooks: new Set<ClockHook>(),
};

export function advanceClock(deltaMs: number): void {
  clock.time += deltaMs;
  for (const hook of clock.hooks) hook.step(clock.time);
}

export function liveAnimations(): number {
  let total = 0;
  for (const hook of clock.hooks) total += hook.live();
  return total;
}
