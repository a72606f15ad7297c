// The security area's public face (contract/calls/security.ts): its calls, the append-only security
// event log every area records into (and the console reads: sign-in history; auth records through the
// log the composition gives it, auth/security-log.ts). The step-up check itself is auth's (requireStepUp).
export { securityHandlers } from './handlers.ts';
export { stepUpHandlers } from './step-up.ts';
export { recordSecurityEvent, signInHistory, lastSignInAt, playersSignedInBetween, type SecurityEventInput } from './events-repo.ts';
export { deviceName } from './device.ts';
