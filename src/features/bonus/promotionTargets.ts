import { ActivityId } from '../../../contract/enums.ts';
import type { DotFlags } from '../../shared/ui/redDots.ts';

/** Activities with a page: their banner links to it. */
export const pageOf: Partial<Record<number, string>> = {
  [ActivityId.LuckyJackpot]: '/activity/jackpot',
  [ActivityId.SpinWheel]: '/activity/spin',
  [ActivityId.MoneyRain]: '/activity/red-packet-rain',
  [ActivityId.Lottery]: '/activity/lottery',
  [ActivityId.RedPKBlue]: '/activity/redpkblue',
  [ActivityId.CoinPusher]: '/activity/coin-pusher',
  [ActivityId.LiveShow]: '/activity/live',
  [ActivityId.Follow]: '/activity/follow',
  [ActivityId.SlotTournament]: '/activity/slotshack',
  [ActivityId.BankPromo]: '/activity/bank',
  [ActivityId.Notice]: '/activity/notice',
  [ActivityId.VIP]: '/vip',
  [ActivityId.Tasks]: '/bonus/tasks',
  [ActivityId.Deposit]: '/wallets?name=deposit',
  [ActivityId.FreeSign]: '/activity/sign-in',
  [ActivityId.Points]: '/points',
  [ActivityId.Rank]: '/rank',
  [ActivityId.FirstDeposit]: '/activity/first-deposit',
  [ActivityId.MonthlyBonus]: '/activity/monthly-bonus',
  // The welcome bonus is followed on the first-deposit page: it waits for the first deposit.
  [ActivityId.SignUpBonus]: '/activity/first-deposit',
  [ActivityId.Download]: '/download',
  [ActivityId.Bind]: '/auth/bind',
  [ActivityId.Kyc]: '/member/profile/kyc',
};

/**
 * Activities without a page whose popup the player can open: their banner asks the popup's host for it
 * (the store's activityPopup; the start popups' host and the bankruptcy gift's host answer).
 */
const popupOf: ReadonlySet<number> = new Set([ActivityId.FirstDepositTips, ActivityId.Bankrupt]);

/** A running promotion the player can open (its page or its popup); one with neither is not listed: a banner that does nothing is a dead end. */
export const canOpen = (activityType: number) => pageOf[activityType] !== undefined || popupOf.has(activityType);

/** A promotion whose banner carries a red dot from these server flags (spec §3): the spin wheel when a spin waits. */
export const bannerDot: Partial<Record<number, DotFlags>> = { [ActivityId.SpinWheel]: ['spin'] };
