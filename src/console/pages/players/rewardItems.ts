import { formatPesoExact } from '../../format.ts';

/**
 * How the console names one item of a grant (spec §3 prop ids). Written out rather than imported
 * from contract/enums.ts, which sits in the lobby's entry (see config/activityNames.ts);
 * rewardItems.test.ts holds these ranges to the contract's.
 */
export const CONSOLE_COUPON_RANGES = [
  { from: 1001, to: 1099, base: 1000 },
  { from: 1201, to: 1299, base: 1200 },
  { from: 1301, to: 1399, base: 1300 },
] as const;
const PESO_PROPS = new Set([2001, 50001, 50002, 50003, 50004]);
const TICKETS: Readonly<Record<number, string>> = { 100001: 'diamondCoupon', 110001: 'lotteryCoupon' };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "₱50.00", "100 points", "10% deposit coupon", … in the console's `player.rewards.items` keys. */
export function rewardItemText(t: Translate, item: { propId: number; count: number }): string {
  const { propId, count } = item;
  if (PESO_PROPS.has(propId)) return t(propId === 2001 ? 'console-pages:player.rewards.items.coin' : `console-pages:player.rewards.items.jackpot${propId}`, { amount: formatPesoExact(count) });
  if (propId === 2002) return t('console-pages:player.rewards.items.points', { count });
  if (propId === 60001) return t('console-pages:player.rewards.items.diamond', { count });
  if (propId === 4001) return t('console-pages:player.rewards.items.liveness', { count });
  const coupon = CONSOLE_COUPON_RANGES.find((range) => propId >= range.from && propId <= range.to);
  if (coupon) return t('console-pages:player.rewards.items.coupon', { percent: propId - coupon.base, count });
  const ticket = Object.entries(TICKETS).find(([from]) => propId >= Number(from) && propId <= Number(from) + 4);
  if (ticket) return t(`console-pages:player.rewards.items.${ticket[1]}`, { level: propId - Number(ticket[0]) + 1, count });
  return t('console-pages:player.rewards.items.other', { propId, count });
}
