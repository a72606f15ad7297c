// The security area's public face (contract/calls/security.ts): its calls, the append-only security
// event log every area records into (and the console reads: sign-in history), and the step-up check
// the wallet and auth areas require.
export { securityHandlers } from './handlers.ts';
export { stepUpHandlers, requireStepUp } from './step-up.ts';
export { recordSecurityEvent, signInHistory, lastSignInAt, playersSignedInBetween, type SecurityEventInput } from './events-repo.ts';
export { deviceName } from './device.ts';
