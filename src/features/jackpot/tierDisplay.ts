import type { JackpotTier } from '../../../contract/index.ts';

/** The tiers' display values change every 6 s (spec §9), at random within each tier's range. */
export const TIER_REFRESH_MS = 6000;

/**
 * A display value within [min, max], in whole pesos (hundredths that are a multiple of 100), so the
 * number looks like a prize and not a price. Cosmetic: what a win pays is drawn by the server.
 */
export function randomTierValue(tier: Pick<JackpotTier, 'min' | 'max'>, random: () => number = Math.random): number {
  const low = Math.ceil(tier.min / 100);
  const high = Math.floor(tier.max / 100);
  if (high <= low) return tier.min;
  return (low + Math.floor(random() * (high - low + 1))) * 100;
}
