/**
 * Whether the uncovered share has reached the card's reveal share (the card types allow 0.1 to 1). A
 * share above 1 never reveals by itself (the frame-time bench scratches on and on).
 */
export function reachedReveal(share: number, revealAt: number): boolean {
  return share >= revealAt;
}

/** The foil lifting away after the reveal: ms of it, shorter with reduced motion. */
export const REVEAL_MS = 700;
export const REVEAL_MS_REDUCED = 200;

export interface RevealFrame {
  /** The foil's opacity, 1 → 0. */
  alpha: number;
  /** The foil's scale about its centre, 1 → 1.08 (dropped with reduced motion). */
  scale: number;
  /** The prize's glow, 0 → 1 → rest at 0.6. */
  glow: number;
  done: boolean;
}

const easeOut = (t: number) => 1 - (1 - t) * (1 - t) * (1 - t);

/** The reveal at `ms` after it began (pure: the gallery draws any frame of it). */
export function revealFrameAt(ms: number, reducedMotion: boolean, out: RevealFrame): RevealFrame {
  const duration = reducedMotion ? REVEAL_MS_REDUCED : REVEAL_MS;
  const t = Math.min(1, Math.max(0, ms / duration));
  const e = easeOut(t);
  out.alpha = 1 - e;
  out.scale = reducedMotion ? 1 : 1 + 0.08 * e;
  out.glow = t < 0.5 ? t * 2 : 1 - (t - 0.5) * 0.8;
  out.done = t >= 1;
  return out;
}

export function newRevealFrame(): RevealFrame {
  return { alpha: 1, scale: 1, glow: 0, done: false };
}
