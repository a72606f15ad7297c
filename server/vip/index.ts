// The VIP area's public face (contract/calls/vip.ts, docs/rewards.md "VIP" and "Bet rebates"): its
// calls, the settle hook the games call in the transaction of every settled real round, and the red
// dots refreshData sends.
export { vipHandlers } from './handlers.ts';
export { earnVip, type SettledBet } from './earn.ts';
export { vipRedDots } from './info.ts';
export { vipSettings, type VipSettings } from './settings.ts';
