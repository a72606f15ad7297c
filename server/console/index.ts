// The operator console's public face: its dispatcher (app.ts registers it), and the account commands
// `npm run ops -- operators …` runs (ops/commands.ts); TOTP codes for tests and tools.
export { registerConsole } from './dispatcher.ts';
export { addOperator, disableOperator, listOperators, type AddOperatorResult } from './operators.ts';
export { unlockOperator } from './operator-unlock.ts';
export { totpCode } from './totp.ts';
export { totpKeyFrom, totpSealer, type TotpSealer } from './totp-seal.ts';
export { sealPlainTotpSecrets } from './totp-migrate.ts';
export { consoleRules } from './rules.ts';
export { operatorForLive, liveOperatorSessions } from './live-access.ts';
export { wireWithdrawalDesk, type WithdrawalDesk } from './withdrawal-desk.ts';
export { secondApprovalAmount, withdrawalApprovals, type FirstApproval } from './approvals.ts';
