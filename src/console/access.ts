import type { ConsoleRole } from '../../contract/ops/define.ts';

/**
 * Which role may open which console page: the one table the navigation, the route guard and the
 * not-allowed page read. Each page's roles are those of the calls it cannot work without
 * (contract/ops; tests/unit/consoleAccess.test.ts compares them). The server checks every call
 * anyway: this only keeps an operator from opening a page that would answer 403s.
 */
export type ConsolePage = 'dashboard' | 'players' | 'withdrawals' | 'refunds' | 'chargebacks' | 'kyc' | 'ndrp' | 'config' | 'operators' | 'audit' | 'chat' | 'mail' | 'feedback' | 'fairness' | 'diamonds' | 'diamondItems' | 'scratchTypes' | 'spinWheel' | 'coinPusher' | 'redPacketRain' | 'redVsBlue' | 'liveShows' | 'follow' | 'agents' | 'lottery' | 'slotTournaments' | 'bankPromo';

const EVERY_ROLE: readonly ConsoleRole[] = ['support', 'finance', 'compliance', 'admin'];

export const pageRoles: Record<ConsolePage, readonly ConsoleRole[]> = {
  dashboard: EVERY_ROLE, // consoleDashboard
  players: EVERY_ROLE, // consolePlayerSearch, consolePlayer
  withdrawals: ['finance', 'admin'], // consoleWithdrawalsPending, consoleWithdrawalDecide
  refunds: ['finance', 'compliance', 'admin'], // consoleDepositRefunds (marking one refunded: finance, admin)
  chargebacks: ['finance', 'compliance', 'admin'], // consoleChargebacks (disputes and holds acted on: finance, admin)
  kyc: ['compliance', 'admin'], // consoleKycQueue, consoleKycView, consoleKycDecide
  ndrp: ['compliance', 'admin'], // consoleNdrp, consoleNdrpUpload
  config: ['admin'], // consoleConfigGet, consoleConfigSet, consoleActivityUpdate
  operators: ['admin'], // consoleOperatorsList, consoleOperatorAdd, consoleOperatorDisable
  audit: ['compliance', 'admin'], // consoleAuditList
  chat: ['support', 'admin'], // consoleChatList, consoleChatView, consoleChatReply, consoleChatAssign
  mail: ['support', 'admin'], // consoleMailJobs, consoleMailSend (deciding and the amount: admin)
  feedback: ['support', 'admin'], // consoleFeedbackQueue, consoleFeedbackView, consoleFeedbackReply
  fairness: ['compliance', 'admin'], // consoleFairTables, consoleFairTable, consoleFairReport (new odds: admin)
  diamonds: ['support', 'finance', 'admin'], // consoleDiamondOrders (moving an order: finance, admin)
  diamondItems: ['admin'], // consoleDiamondItems, consoleDiamondItemSave, consoleDiamondImageUpload, consoleDiamondAddups, consoleDiamondAddupSave
  scratchTypes: ['admin'], // consoleScratchTypes, consoleScratchTypeCreate, consoleScratchTypeSave
  spinWheel: ['admin'], // consoleSpinConfig, consoleSpinConfigSave
  coinPusher: ['admin'], // consolePusherConfig, consolePusherConfigSave
  agents: ['support', 'compliance', 'admin'], // consoleAgentFrozen, consoleAgentTree (releasing or voiding: compliance, admin)
  lottery: ['compliance', 'admin'], // consoleLotteryProducts, consoleLotteryDraws (saving a product: admin)
  liveShows: ['admin'], // consoleLiveShows, consoleLiveShowCreate, consoleLiveShowUpdate, consoleLiveShowCancel
  follow: ['admin'], // consoleFollowChannels, consoleFollowChannelsSave, consoleFollowCodes, consoleFollowCodeCreate, consoleFollowCodeWithdraw
  redVsBlue: ['admin'], // consolePkRounds, consolePkRoundCreate, consolePkRoundUpdate, consolePkRoundCancel
  slotTournaments: ['admin'], // consoleTournaments, consoleTournamentCreate, consoleTournamentUpdate, consoleTournamentCancel
  bankPromo: ['admin'], // consoleBankPromo, consoleBankPromoSave
  redPacketRain: ['admin'], // consoleRainEvents, consoleRainEventCreate, consoleRainEventUpdate, consoleRainEventCancel, consoleRainSchedule, consoleRainScheduleSave
};

/** The calls behind each page (for the test that keeps this table and the contract together). */
export const pageCalls: Record<ConsolePage, readonly string[]> = {
  dashboard: ['consoleDashboard'],
  players: ['consolePlayerSearch', 'consolePlayer'],
  withdrawals: ['consoleWithdrawalsPending', 'consoleWithdrawalDecide'],
  refunds: ['consoleDepositRefunds'],
  chargebacks: ['consoleChargebacks'],
  kyc: ['consoleKycQueue', 'consoleKycView', 'consoleKycDecide'],
  ndrp: ['consoleNdrp', 'consoleNdrpUpload'],
  config: ['consoleConfigGet', 'consoleConfigSet', 'consoleActivityUpdate'],
  operators: ['consoleOperatorsList', 'consoleOperatorAdd', 'consoleOperatorDisable'],
  audit: ['consoleAuditList'],
  chat: ['consoleChatList', 'consoleChatView', 'consoleChatReply', 'consoleChatAssign'],
  mail: ['consoleMailJobs', 'consoleMailSend'],
  feedback: ['consoleFeedbackQueue', 'consoleFeedbackView', 'consoleFeedbackReply'],
  fairness: ['consoleFairTables', 'consoleFairTable', 'consoleFairReport'],
  diamonds: ['consoleDiamondOrders'],
  diamondItems: ['consoleDiamondItems', 'consoleDiamondItemSave', 'consoleDiamondImageUpload', 'consoleDiamondAddups', 'consoleDiamondAddupSave'],
  scratchTypes: ['consoleScratchTypes', 'consoleScratchTypeCreate', 'consoleScratchTypeSave'],
  spinWheel: ['consoleSpinConfig', 'consoleSpinConfigSave'],
  coinPusher: ['consolePusherConfig', 'consolePusherConfigSave'],
  agents: ['consoleAgentFrozen', 'consoleAgentTree'],
  lottery: ['consoleLotteryProducts', 'consoleLotteryDraws'],
  liveShows: ['consoleLiveShows', 'consoleLiveShowCreate', 'consoleLiveShowUpdate', 'consoleLiveShowCancel'],
  follow: ['consoleFollowChannels', 'consoleFollowChannelsSave', 'consoleFollowCodes', 'consoleFollowCodeCreate', 'consoleFollowCodeWithdraw'],
  redVsBlue: ['consolePkRounds', 'consolePkRoundCreate', 'consolePkRoundUpdate', 'consolePkRoundCancel'],
  slotTournaments: ['consoleTournaments', 'consoleTournamentCreate', 'consoleTournamentUpdate', 'consoleTournamentCancel'],
  bankPromo: ['consoleBankPromo', 'consoleBankPromoSave'],
  redPacketRain: ['consoleRainEvents', 'consoleRainEventCreate', 'consoleRainEventUpdate', 'consoleRainEventCancel', 'consoleRainSchedule', 'consoleRainScheduleSave'],
};

export function canOpen(role: ConsoleRole, page: ConsolePage): boolean {
  return pageRoles[page].includes(role);
}

/** The navigation's order, and each page's path under /ops. */
export const consoleNavigation: readonly { page: ConsolePage; path: string }[] = [
  { page: 'dashboard', path: '/' },
  { page: 'players', path: '/players' },
  { page: 'chat', path: '/chat' },
  { page: 'mail', path: '/mail' },
  { page: 'feedback', path: '/feedback' },
  { page: 'diamonds', path: '/diamonds' },
  { page: 'diamondItems', path: '/diamond-items' },
  { page: 'scratchTypes', path: '/scratch-types' },
  { page: 'spinWheel', path: '/spin-wheel' },
  { page: 'coinPusher', path: '/coin-pusher' },
  { page: 'redPacketRain', path: '/red-packet-rain' },
  { page: 'redVsBlue', path: '/red-vs-blue' },
  { page: 'slotTournaments', path: '/slot-tournaments' },
  { page: 'bankPromo', path: '/bank-promotion' },
  { page: 'liveShows', path: '/live-shows' },
  { page: 'follow', path: '/follow' },
  { page: 'lottery', path: '/lottery' },
  { page: 'withdrawals', path: '/withdrawals' },
  { page: 'refunds', path: '/refunds' },
  { page: 'chargebacks', path: '/chargebacks' },
  { page: 'kyc', path: '/kyc' },
  { page: 'agents', path: '/agents' },
  { page: 'ndrp', path: '/ndrp' },
  { page: 'config', path: '/config' },
  { page: 'fairness', path: '/fairness' },
  { page: 'operators', path: '/operators' },
  { page: 'audit', path: '/audit' },
];
