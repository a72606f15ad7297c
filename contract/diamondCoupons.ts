import { TicketRange } from './enums.ts';

/**
 * Diamond coupons (spec §3, prop ids 100001–100005; docs/diamonds.md "Coupons"): each takes a percent
 * off a diamond-mall price, 5% a step (100001 → 5%, 100005 → 25%). Rows the player owns, with expiry,
 * granted like every coupon; one per exchange, used once. No zod here: the mall's checkout imports it.
 */
export const DIAMOND_COUPON_STEP = 5;
export const isDiamondCoupon = (propId: number) => Number.isInteger(propId) && propId >= TicketRange.diamondCoupon.from && propId <= TicketRange.diamondCoupon.to;
/** The percent a diamond coupon takes off (0 for anything else). */
export const diamondCouponPercent = (propId: number) => (isDiamondCoupon(propId) ? (propId - TicketRange.diamondCoupon.from + 1) * DIAMOND_COUPON_STEP : 0);
/**
 * A price after a coupon: the discount is the percent of the price, floored, and at least one diamond
 * is paid; `discount + paid = price` always (the checkout shows all three, the server charges `paid`).
 */
export function diamondCouponPrice(price: number, percent: number): { discount: number; paid: number } {
  const paid = Math.max(1, price - Math.floor((price * Math.max(0, Math.min(100, percent))) / 100));
  return { discount: price - paid, paid };
}
