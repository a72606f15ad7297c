// The protection area's public face (DESIGN §8, docs/protection.md): the one module that decides
// whether a player's money or stakes may move, each debit path calling it inside its transaction
// while holding the player's row; sign-in refusals; promotions withheld; the operator's lowering and
// exclusion; the wiring the composition gives it (deposits counted, sessions revoked).
export { protectionHandlers } from './handlers.ts';
export { assertMayDeposit, isProtected } from './service.ts';
export { stakeSettled, assertMayPlay, realityCheck } from './play.ts';
export { assertMaySignIn, activeExclusion, exclude, timeOutEnd } from './exclusion.ts';
export { operatorLowerLimit, limitsOf } from './settings.ts';
export { lossLimitReached } from './loss-limit.ts';
export { protectionRepo } from './repo.ts';
export { wireProtectionSources, type ProtectionSources } from './wiring.ts';
