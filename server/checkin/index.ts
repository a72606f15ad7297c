// The daily sign-in area's public face (contract/calls/checkin.ts, docs/checkin.md): its calls, the
// red dot refreshData sends, and the natural key of its grants ("signed in today" for the tasks is
// a grant of SIGN_IN_GRANT.activityId in today's Manila period).
export { checkinHandlers } from './handlers.ts';
export { SIGN_IN_GRANT, signInWaiting } from './service.ts';
