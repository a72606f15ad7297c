// The rewards area's public face (DESIGN §7): the one function every prize is paid through, the
// wagering lock other areas count bets against (games) and read (wallet), the welcome bonus (auth),
// deposit coupons (wallet), the player's calls and red-dot flags (account).
export { bumpRewardState, grantReward, RewardError, RewardWithheld, type Grant, type GrantRequest, type RewardItem } from './grant.ts';
export { countValidBet, wageringState, withdrawable, type SettledStake, type WageringState } from './wagering.ts';
export { forfeitBonuses, forfeitOrderBonuses } from './forfeit.ts';
export { ONCE_PER_PERSON, personHas, voidRepeatedBonuses, wirePersonHook, type PersonHook } from './person.ts';
export { grantSignupBonus } from './signup.ts';
export { ONCE, manilaDayPeriod, manilaWeekPeriod, manilaMonthPeriod } from './periods.ts';
export { VALUE_ITEMS, TALLY_ITEMS, isTallyItem } from './items.ts';
export { claimReward, assertHasDeposited, hasDeposited } from './claim.ts';
export { DEFAULT_PROP_DAYS } from './props.ts';
export { couponBonus, couponHolder, depositCoupon, redeemCoupon, releaseCoupon, reserveCoupon, type DepositCoupon } from './coupons.ts';
export { diamondCoupons, returnDiamondCoupon, useDiamondCoupon } from './diamondCoupons.ts';
export { lotteryBalance, lotteryCoupons, useLotteryCoupon } from './lotteryCoupons.ts';
export { redDotsOf, signupBonusWaiting } from './red-dots.ts';
export { rewardHandlers } from './handlers.ts';
export { rewardRecord } from './record.ts';
export { grantedKeys, grantedKey, grantedTally, grantStanding, latestGrant, type GrantStanding } from './granted.ts';
export { promotionsWithheld } from './protection.ts';
export { protectionHook } from './protection.ts';
