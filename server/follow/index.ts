// Follow's public face (contract/calls/follow.ts, contract/ops/follow.ts, docs/follow.md): the player's
// calls and the console's services (audited by server/console/follow.ts).
export { followHandlers } from './handlers.ts';
export { consoleFollowCodes, createFollowCode, followChannelsView, saveFollowChannels, withdrawFollowCode } from './console.ts';
export { FOLLOW_MISSES } from './service.ts';
