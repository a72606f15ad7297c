// The slot tournament's public face (contract/calls/tournament.ts, contract/ops/tournament.ts,
// docs/tournament.md): its calls, the round hook a settled house spin enters it by, the ticker start.ts
// runs, the end (tests, ops) and the console's services.
export { tournamentHandlers } from './handlers.ts';
export { enterTournament, spinScore } from './entries.ts';
export { advanceTournaments, endTournament, startTournamentTicker } from './ending.ts';
export { cancelTournament, consoleTournaments, createTournament, updateTournament } from './console.ts';
export { tournamentRepo } from './repo.ts';
