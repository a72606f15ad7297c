// The games area's public face (contract/calls/games.ts): its calls, and the providers holding coins
// (the wallet's retrieveBalance brings them back), and what the operator's console reads of the rounds.
export { gameHandlers } from './handlers.ts';
export { wireRoundHooks, type RoundHooks, type SettledRound } from './round-hooks.ts';
export { gameBalanceSources } from './wallets.ts';
export { roundsByGame, roundsByHour, playersWhoPlayedBetween, recentRoundsOf, type RoundTotals } from './reports.ts';
// The bet totals read model (valid bets of settled real rounds) and the games a player played: what VIP, rebates and tasks read.
export { betTotals, validBetBetween, betDaysBetween, betDaysOfPlayers, gamesPlayedBetween, manilaDay, type BetTotals } from './betTotals.ts';
// The leaderboard's read of the bet totals by Manila day (rank/, docs/points-rank.md).
export { validBetBoard, type Board, type BoardRow } from './leaderboard.ts';
// The house slots' fairness tables (slot:<gameId>), which the seed writes through server/fairness.
export { slotReleaseTables, slotTableKey } from './house/fair-table.ts';
// The house slots' themes by game id (the slot tournament's console checks and lists them).
export { slotThemes } from './house/themes.ts';
// A real stake settled by an in-house game that is not a slot (the coin pusher): the slot's money path and accounting.
export { settleHouseRound, type HouseRound } from './house-round.ts';
