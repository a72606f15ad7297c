/**
 * Each activity's name key (config.activities.names.<Name>), by type: ActivityId's own names
 * (contract/enums.ts, which the player app's routes use). Written out because contract/enums.ts is in
 * the lobby's entry: a module both entries import is split into a shared chunk and the lobby's first
 * load grows. activityNames.test.ts holds this list to ActivityId.
 */
export const activityNames: Readonly<Record<number, string>> = {
  0: 'Deposit',
  4: 'Bind',
  8: 'VIP',
  9: 'Points',
  12: 'Tasks',
  15: 'SignUpBonus',
  16: 'Fund',
  25: 'Notice',
  32: 'Download',
  36: 'FreeSign',
  44: 'FirstDeposit',
  45: 'MonthlyBonus',
  46: 'Rank',
  47: 'LuckyJackpot',
  56: 'Bankrupt',
  59: 'RedPKBlue',
  60: 'FirstDepositTips',
  62: 'Kyc',
  65: 'MoneyRain',
  70: 'Mail',
  71: 'DiamondMall',
  72: 'ScratchCard',
  73: 'SpinWheel',
  74: 'CoinPusher',
  75: 'Agent',
  76: 'Lottery',
  77: 'LiveShow',
  78: 'Follow',
  79: 'SlotTournament',
  80: 'BankPromo',
};
