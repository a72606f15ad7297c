import { PropId } from '../../../contract/enums.ts';
import { formatAmount } from '../format/amount.ts';

/** How a reward reads: which name (popups:reward.props.*) and what amount text. */
export interface RewardDisplay {
  nameKey: 'coin' | 'points' | 'diamond' | 'liveness' | 'coupon' | 'jackpot' | 'item';
  /** Shown after "×"; empty for a coupon, whose percent is in its name. */
  amount: string;
  percent?: number;
}

const inRange = (id: number, from: number, to: number) => id >= from && id <= to;
const isCoupon = (id: number) => inRange(id, 1001, 1099) || inRange(id, 1201, 1299) || inRange(id, 1301, 1399) || inRange(id, 100_001, 100_005) || inRange(id, 110_001, 110_005);
const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/**
 * Spec §3 prop ids: coins are hundredths (floored to whole coins); coupons show as a percent;
 * everything else is a count, floored.
 */
export function rewardDisplay(propId: number, count: number): RewardDisplay {
  const floored = whole.format(Math.floor(Number.isFinite(count) ? count : 0));
  if (propId === PropId.coin) return { nameKey: 'coin', amount: formatAmount(count) };
  if (propId === PropId.points) return { nameKey: 'points', amount: floored };
  if (propId === PropId.diamond) return { nameKey: 'diamond', amount: floored };
  if (propId === PropId.liveness) return { nameKey: 'liveness', amount: floored };
  if (isCoupon(propId)) return { nameKey: 'coupon', amount: '', percent: Math.floor(count) };
  if (inRange(propId, 50_000, 50_005)) return { nameKey: 'jackpot', amount: formatAmount(count) };
  return { nameKey: 'item', amount: floored };
}
