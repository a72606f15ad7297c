import { bonusConfigDefaults, couponBonus, type OwnedProp } from '../../../contract/index.ts';

/** A coupon the deposit form can offer: the player's, active, a deposit coupon (percent > 0), not expired. */
export function usableCoupons(props: readonly OwnedProp[], now: number): OwnedProp[] {
  return props
    .filter((prop) => prop.status === 'active' && prop.percent > 0 && (prop.expiresAt === null || prop.expiresAt > now))
    .sort((a, b) => b.percent - a.percent || (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity));
}

/** What the chosen coupon adds to this deposit (hundredths): what the server will pay when it is paid. */
export function couponBonusFor(amount: number | null, coupon: OwnedProp | undefined, cap: number | undefined): number {
  if (amount === null || !coupon) return 0;
  return couponBonus(amount, coupon.percent, cap ?? bonusConfigDefaults.couponMaxBonus);
}
