// The leaderboard's public face (contract/calls/rank.ts, docs/points-rank.md): its call.
export { rankHandlers } from './handlers.ts';
export { boardPeriod } from './periods.ts';
