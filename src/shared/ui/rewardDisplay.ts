import { PropId } from '../../../contract/enums.ts';
import { formatAmount, formatPrizeAmount } from '../format/amount.ts';
import './popupsTexts.ts';

/** How a reward reads: which name (popups:reward.props.*, rewards:items.*) and what amount text. */
export interface RewardDisplay {
  nameKey: 'coin' | 'points' | 'diamond' | 'liveness' | 'coupon' | 'diamondCoupon' | 'ticket' | 'jackpot' | 'item';
  /** Shown after "×"; for a coupon only when there is more than one (its percent is in its name). */
  amount: string;
  percent?: number;
}

const inRange = (id: number, from: number, to: number) => id >= from && id <= to;
// The spec §3 ranges again rather than contract/enums.ts' couponPercent/isTicket: enums.ts is in the
// lobby's entry chunk, and using them here would keep them there (rewardDisplay.test.ts checks both agree).
const couponBase = (id: number) => (inRange(id, 1001, 1099) ? 1000 : inRange(id, 1201, 1299) ? 1200 : inRange(id, 1301, 1399) ? 1300 : 0);
const isTicket = (id: number) => inRange(id, 100_001, 100_005) || inRange(id, 110_001, 110_005);
// Diamond coupons (100001–100005) take 5% a step off a diamond-mall price (contract/diamondCoupons.ts).
const diamondCouponPercent = (id: number) => (inRange(id, 100_001, 100_005) ? (id - 100_000) * 5 : 0);
const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/**
 * Spec §3 prop ids: coins are hundredths (floored to whole coins, centavos under one); a coupon shows its percent
 * (its prop id less its range's base, as couponPercent says; the count is how many); tickets and everything else are counts, floored.
 */
export function rewardDisplay(propId: number, count: number): RewardDisplay {
  const n = Math.floor(Number.isFinite(count) ? count : 0);
  const floored = whole.format(n);
  // Under one peso in centavos (a rebate paid before issue 26): a coin prize never reads "× 0".
  if (propId === PropId.coin) return { nameKey: 'coin', amount: formatPrizeAmount(count) };
  if (propId === PropId.points) return { nameKey: 'points', amount: floored };
  if (propId === PropId.diamond) return { nameKey: 'diamond', amount: floored };
  if (propId === PropId.liveness) return { nameKey: 'liveness', amount: floored };
  const base = couponBase(propId);
  if (base) return { nameKey: 'coupon', amount: n > 1 ? floored : '', percent: propId - base };
  const diamondPercent = diamondCouponPercent(propId);
  if (diamondPercent) return { nameKey: 'diamondCoupon', amount: n > 1 ? floored : '', percent: diamondPercent };
  if (isTicket(propId)) return { nameKey: 'ticket', amount: floored };
  if (inRange(propId, 50_000, 50_005)) return { nameKey: 'jackpot', amount: formatAmount(count) };
  return { nameKey: 'item', amount: floored };
}
