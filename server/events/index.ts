// The events area's public face (contract/calls/events.ts): its call, and the repository of what the
// app reports about itself (the account area records presence and devices with it).
export { eventHandlers } from './handlers.ts';
export { activityRepo } from './repo.ts';
export { accountsSharingDevice } from './shared-devices.ts';
