// The jackpot area's public face (contract/calls/jackpot.ts): its calls, the chances other areas grant
// inside their own transactions (a settled deposit, a settled bet) and the rules the seed reads.
export { jackpotHandlers } from './handlers.ts';
export { earnFromBet, earnFromDeposit, unearnFromDeposit } from './chances.ts';
export { jackpotRules } from './config.ts';
export { drawChanceWaiting } from './red-dot.ts';
// Names on public boards show masked (the leaderboard, rank/, masks like the jackpot's).
export { maskNickname } from './rules.ts';
// The jackpot's fairness table (version 1 from the board and the weights), which the seed writes through server/fairness.
export { jackpotReleaseTable, JACKPOT_TABLE } from './fair-table.ts';
