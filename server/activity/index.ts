// The activity area's public face (contract/calls/activity.ts): its calls and the activities table's
// repository (the account area lists activity ids, the seed writes the rows).
export { activityHandlers } from './handlers.ts';
export { activitiesRepo } from './repo.ts';
