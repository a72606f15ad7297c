// The operator console's public face: its dispatcher (app.ts registers it), and the account commands
// `npm run ops -- operators …` runs (ops/commands.ts); TOTP codes for tests and tools.
export { registerConsole } from './dispatcher.ts';
export { addOperator, disableOperator, listOperators, type AddOperatorResult } from './operators.ts';
export { totpCode } from './totp.ts';
export { consoleRules } from './rules.ts';
export { wireWithdrawalDesk, type WithdrawalDesk } from './withdrawal-desk.ts';
