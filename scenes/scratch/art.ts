import { alias } from '../engine/alias.ts';
import type { ScratchCardFace, ScratchPrizePicture } from './model.ts';

/**
 * The scratch card's art (assets/scratch/), by the names the contract uses; aliases written out so
 * `npm run assets:check` sees each one. An unknown name (a newer server) falls back to the first.
 */
export const CARD_ART: Record<ScratchCardFace, { card: string; foil: string }> = {
  bronze: { card: alias('scratch/card-bronze'), foil: alias('scratch/foil-bronze') },
  silver: { card: alias('scratch/card-silver'), foil: alias('scratch/foil-silver') },
  gold: { card: alias('scratch/card-gold'), foil: alias('scratch/foil-gold') },
};

export const PRIZE_ART: Record<ScratchPrizePicture, string> = {
  coins: alias('scratch/prize-coins'),
  'coin-bag': alias('scratch/prize-coin-bag'),
  'coin-chest': alias('scratch/prize-coin-chest'),
  diamonds: alias('scratch/prize-diamonds'),
  coupon: alias('scratch/prize-coupon'),
};

export const BRUSH = alias('scratch/brush');
export const GLOW = alias('scratch/glow');
/** The brush art's solid disc radius in points (brush.svg: solid to 16 of its 20). */
export const BRUSH_ART_RADIUS = 16;

export function cardArt(face: string): { card: string; foil: string } {
  return CARD_ART[face as ScratchCardFace] ?? CARD_ART.bronze;
}

export function prizeArt(prize: string): string {
  return PRIZE_ART[prize as ScratchPrizePicture] ?? PRIZE_ART.coins;
}
