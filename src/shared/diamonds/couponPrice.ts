import type { DiamondCoupon } from '../../../contract/calls/diamonds.ts';
import { diamondCouponPrice } from '../../../contract/diamondCoupons.ts';

/** What a price comes to with the chosen coupon (the server charges exactly this: contract/diamondCoupons.ts). */
export function priceWith(price: number, coupons: readonly Pick<DiamondCoupon, 'id' | 'percent'>[], couponId: number | null): { discount: number; paid: number } {
  const coupon = coupons.find((c) => c.id === couponId);
  return coupon ? diamondCouponPrice(price, coupon.percent) : { discount: 0, paid: price };
}

/**
 * The chosen coupon while the player still holds it, else none: a refused purchase reloads the
 * coupons, and one used or expired meanwhile drops out of the list, and so out of the choice (the next
 * confirm must not send it again).
 */
export function heldCoupon(coupons: readonly Pick<DiamondCoupon, 'id'>[], couponId: number | null): number | null {
  return couponId !== null && coupons.some((c) => c.id === couponId) ? couponId : null;
}

/**
 * The least the player can pay for a price with one of their coupons (the list price without any):
 * what "not enough diamonds" is judged by, so a player a coupon brings within reach may open the
 * checkout and pick it there.
 */
export function bestPrice(price: number, coupons: readonly Pick<DiamondCoupon, 'percent'>[]): number {
  let best = price;
  for (const coupon of coupons) best = Math.min(best, diamondCouponPrice(price, coupon.percent).paid);
  return best;
}
