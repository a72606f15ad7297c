import { couponPercent, isCoupon, isTicket, PropId } from '../../../contract/enums.ts';
import { formatAmount } from '../format/amount.ts';

/** How a reward reads: which name (popups:reward.props.*, rewards:items.*) and what amount text. */
export interface RewardDisplay {
  nameKey: 'coin' | 'points' | 'diamond' | 'liveness' | 'coupon' | 'ticket' | 'jackpot' | 'item';
  /** Shown after "×"; for a coupon only when there is more than one (its percent is in its name). */
  amount: string;
  percent?: number;
}

const inRange = (id: number, from: number, to: number) => id >= from && id <= to;
const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/**
 * Spec §3 prop ids: coins are hundredths (floored to whole coins); a coupon shows its percent
 * (`couponPercent(propId)`, the count is how many); tickets and everything else are counts, floored.
 */
export function rewardDisplay(propId: number, count: number): RewardDisplay {
  const n = Math.floor(Number.isFinite(count) ? count : 0);
  const floored = whole.format(n);
  if (propId === PropId.coin) return { nameKey: 'coin', amount: formatAmount(count) };
  if (propId === PropId.points) return { nameKey: 'points', amount: floored };
  if (propId === PropId.diamond) return { nameKey: 'diamond', amount: floored };
  if (propId === PropId.liveness) return { nameKey: 'liveness', amount: floored };
  if (isCoupon(propId)) return { nameKey: 'coupon', amount: n > 1 ? floored : '', percent: couponPercent(propId) };
  if (isTicket(propId)) return { nameKey: 'ticket', amount: floored };
  if (inRange(propId, 50_000, 50_005)) return { nameKey: 'jackpot', amount: formatAmount(count) };
  return { nameKey: 'item', amount: floored };
}
