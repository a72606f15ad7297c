import type { DiamondCoupon, DiamondItem } from '../../../contract/calls/diamonds.ts';
import { bestPrice } from '../../shared/diamonds/couponPrice.ts';

type Limits = Pick<DiamondItem, 'price' | 'stock' | 'dailyLimit' | 'totalLimit' | 'boughtToday' | 'boughtTotal'>;

/**
 * Why an item cannot be bought now, or null: sold out, the player's limits, too few diamonds. "Too few"
 * is judged by the best price the player's coupons reach, not the list price: a coupon that brings it
 * within their diamonds lets them open the checkout and pick it there.
 */
export function blockedBy(item: Limits, diamonds: number, coupons: readonly Pick<DiamondCoupon, 'percent'>[] = []): 'soldOut' | 'limit' | 'notEnough' | null {
  if (item.stock === 0) return 'soldOut';
  if ((item.dailyLimit !== null && item.boughtToday >= item.dailyLimit) || (item.totalLimit !== null && item.boughtTotal >= item.totalLimit)) return 'limit';
  return diamonds < bestPrice(item.price, coupons) ? 'notEnough' : null;
}
