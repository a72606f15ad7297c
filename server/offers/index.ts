// The offers area's public face (contract/calls/offers.ts, docs/offers.md): its calls, and the
// first-deposit offer's two steps the wallet takes in its own transactions (the promise when an order
// is made, the grant when the first paid deposit is credited).
export { offerHandlers } from './handlers.ts';
export { payFirstDepositBonus, promiseFirstDepositBonus } from './first-deposit.ts';
