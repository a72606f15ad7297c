// The points area's public face (contract/calls/points.ts, docs/points-rank.md): its calls, and the
// ledger kind of an exchange (the audit and the records name it).
export { pointsHandlers } from './handlers.ts';
export { POINTS_EXCHANGE_KIND } from './exchange.ts';
