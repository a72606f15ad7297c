/**
 * What the spin page gives the wheel scene (read-only) and what the scene reports back. Labels
 * arrive translated and formatted: the scene never reads locales nor formats money.
 */
import type { SpinArtAlias, SpinTier } from '../../contract/calls/spin.ts';

export type { SpinArtAlias, SpinTier };

export interface WheelSegmentModel {
  tier: SpinTier;
  /** The prize art (`wheel/<art>`). */
  art: SpinArtAlias;
  /** The caption on the slice (₱5, 10 diamonds…). */
  label: string;
  /** The slice's share of the circle: decoration only (the odds table beside the wheel is the truth). */
  size: number;
}

export interface WheelSceneModel {
  /** Clockwise from the pointer at rest, in the server's order (segmentIndex indexes this). */
  segments: readonly WheelSegmentModel[];
}

export interface WheelSceneCallbacks {
  /** The wheel came to rest on the segment of spin `spinSeq` (the page may show the prize now). */
  onLanded?(spinSeq: number): void;
}

/**
 * A slice's decorative size by tier: the grander the prize, the narrower its slice, as players
 * expect of a wheel. Never the odds (those are in the table).
 */
export const TIER_SIZE: Readonly<Record<SpinTier, number>> = { small: 1.25, medium: 1, large: 0.8, grand: 0.6 };
