// The protection area's public face (DESIGN §8, docs/protection.md): the one module that decides
// whether a player's money or stakes may move, each debit path calling it inside its transaction
// while holding the player's row; sign-in refusals; promotions withheld; the operator's lowering and
// exclusion; pending deposit orders cancelled when either takes effect and a paid one asked about at
// settlement; the wiring the composition gives it (deposits counted and cancelled, sessions revoked).
export { protectionHandlers } from './handlers.ts';
export { assertMayDeposit, isProtected } from './service.ts';
export { protectedAmong } from './among.ts';
export { stakeSettled, assertMayPlay, realityCheck } from './play.ts';
export { assertMaySignIn, activeExclusion, exclude, timeOutEnd, type ExclusionKind } from './exclusion.ts';
export { operatorLowerLimit, limitsOf } from './settings.ts';
export { lossLimitReached } from './loss-limit.ts';
export { closeCancelledCheckouts, depositRefusal, recordDepositHeld, type DepositRefusal } from './deposit-orders.ts';
export { protectionRepo } from './repo.ts';
export { wireProtectionSources, type ProtectionSources } from './wiring.ts';
