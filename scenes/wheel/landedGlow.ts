/**
 * The landed slice's highlight: it pulses a few times, then stays lit steadily, so the scene comes to
 * rest (the still-ticker rule, docs/scenes.md) while the prize popup is read. Reduced motion: lit at
 * once, no pulsing. Pure: ms since landing in, the highlight's opacity out.
 */

export const GLOW_PULSE_MS = 500;
export const GLOW_PULSES = 3;
/** The steady opacity once the pulses are over. */
export const GLOW_REST = 0.45;

export function landedGlowAt(ms: number, reducedMotion: boolean): { alpha: number; moving: boolean } {
  const end = GLOW_PULSE_MS * GLOW_PULSES;
  if (reducedMotion || ms >= end) return { alpha: GLOW_REST, moving: false };
  // From bright to dim and back each pulse, ending at the rest level: 0.85 → 0.2 → 0.85 … → 0.45.
  const t = Math.max(0, ms) / GLOW_PULSE_MS;
  const wave = (1 + Math.cos(t * Math.PI * 2)) / 2;
  const alpha = 0.2 + wave * 0.65;
  // The last half pulse eases from the dip to the rest level, so the hand-over is seamless.
  const tail = t - (GLOW_PULSES - 0.5);
  return { alpha: tail > 0 ? 0.2 + (GLOW_REST - 0.2) * Math.sin(tail * Math.PI) : alpha, moving: true };
}
