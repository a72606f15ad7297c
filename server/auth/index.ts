// The auth area's public face (contract/calls/auth.ts): its calls, what the dispatcher needs to look a
// session up, passwords (the wallet checks the safebox password), the SMS adapters and the seed's
// player creation; addressKey (an IPv6 address's /64) for per-address limits.
export { authHandlers } from './handlers.ts';
export { smsHandlers } from './sms-handlers.ts';
export { sessionsRepo } from './sessions-repo.ts';
export { resolveSession } from './session-lookup.ts';
export { hashToken, tokenFromHeader } from './tokens.ts';
export { hashPassword, verifyPassword, passwordWork } from './passwords.ts';
export { workQueue, type WorkQueue } from './work-queue.ts';
export { createPlayer } from './accounts.ts';
export { SmsSendError, type SmsSender } from './sms/sender.ts';
export { fileOutbox, readOutbox } from './sms/outbox.ts';
export { semaphoreSender, type SemaphoreOptions } from './sms/semaphore.ts';
export { addressKey } from './address-key.ts';
export { lockKeys } from './advisory-locks.ts';
export { provePassword, checkStepUpCode, spendStepUpCode, sendStepUpCode } from './step-up-proof.ts';
// The safebox's reset code (wallet/safebox-handlers.ts): the same caps, guesses and single use as every SMS code.
export { sendSmsCode, checkSmsCode, spendSmsCode, smsCodeLength } from './sms-codes.ts';
export { checkNewPassword, isBreachedPassword } from './password-policy.ts';
export { signInGate } from './sign-in-gate.ts';
export { requireStepUp } from './step-up-grant.ts';
export { wireSecurityLog, type SecurityLog, type SecurityEvent } from './security-log.ts';
// Sign in with Google, LINE and Facebook (social/, docs/social.md).
export { socialHandlers, registerGoogleReturn, registerSocialFakes, offeredSocialTypes, linkedSocialAccounts } from './social/index.ts';
