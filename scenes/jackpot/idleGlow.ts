/**
 * The resting cell's glow between draws: it breathes a few times after the board opens (or a draw
 * is cleared), then rests at its middle level, so the board looks alive without the engine drawing
 * 60 still-looking frames a second for as long as it is open (the still-ticker rule, docs/scenes.md).
 * Under reduced motion it never breathes. Pure: ms since idle in, the cell's light out.
 */
export const IDLE_GLOW_LEVEL = 0.55;
export const IDLE_GLOW_DEPTH = 0.25;
/** One breath: sin(t / 600) comes round every 2π × 600 ≈ 3.8 s. */
export const BREATH_MS = 2 * Math.PI * 600;
export const BREATHS = 3;
/** The glow is at its level here (a whole number of breaths), so resting is no jump. */
export const IDLE_REST_MS = BREATHS * BREATH_MS;

export function idleGlowAt(idleMs: number, reducedMotion: boolean): number {
  if (reducedMotion || idleMs >= IDLE_REST_MS) return IDLE_GLOW_LEVEL;
  return IDLE_GLOW_LEVEL + IDLE_GLOW_DEPTH * Math.sin(idleMs / 600);
}

/** Whether the glow still changes after idleMs (false once it rests). */
export function idleGlowMoving(idleMs: number, reducedMotion: boolean): boolean {
  return !reducedMotion && idleMs < IDLE_REST_MS;
}
