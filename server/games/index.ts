// The games area's public face (contract/calls/games.ts): its calls, and the providers holding coins
// (the wallet's retrieveBalance brings them back).
export { gameHandlers } from './handlers.ts';
export { gameBalanceSources } from './wallets.ts';
