// Red versus blue's public face (contract/calls/pk.ts, contract/ops/pk.ts, docs/pk.md): its calls, the
// console's services, the ticker start.ts runs, and the round hook games call through server/wiring.ts.
export { pkHandlers } from './handlers.ts';
export { advancePk, startPkTicker } from './opener.ts';
export { settlePkRound } from './settle.ts';
export { earnPk } from './earn.ts';
export { cancelPkRound, consolePkRounds, createPkRound, updatePkRound } from './console.ts';
export { pkRepo } from './repo.ts';
export { pkSplit } from './split.ts';
