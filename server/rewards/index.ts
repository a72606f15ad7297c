// The rewards area's public face (DESIGN §7): the one function every prize is paid through, the
// wagering lock other areas count bets against (games) and read (wallet), the welcome bonus (auth).
export { grantReward, RewardError, RewardWithheld, type Grant, type GrantRequest, type RewardItem } from './grant.ts';
export { countValidBet, wageringState, withdrawable, type WageringState } from './wagering.ts';
export { grantSignupBonus } from './signup.ts';
export { ONCE, manilaDayPeriod, manilaWeekPeriod, manilaMonthPeriod } from './periods.ts';
export { VALUE_ITEMS } from './items.ts';
export { claimReward, assertHasDeposited, hasDeposited } from './claim.ts';
export { protectionHook } from './protection.ts';
