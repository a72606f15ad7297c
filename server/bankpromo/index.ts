// The bank promotion's public face (contract/calls/bankpromo.ts, contract/ops/bankpromo.ts,
// docs/bankpromo.md): its calls, the bonus the wallet pays with a bank order's credit (a deposit hook),
// and the console's view and save.
export { bankPromoHandlers } from './handlers.ts';
export { bankPromoLog, bonusesPaid, payBankBonus } from './service.ts';
export { bankPromoTerms } from './terms.ts';
export { consoleBankPromoView, saveBankPromo } from './console.ts';
