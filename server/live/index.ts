// The live channel (docs/live.md): what the server pushes to a player's browser and to the operators'
// consoles over Server-Sent Events. Other areas call publishLive / publishOps inside the transaction
// that made the change; the composition registers the streams (registerLive) and prunes old events.
export { publishLive, publishLiveAll, publishLiveMany, publishOps } from './publish.ts';
export { publishBalance } from './balance.ts';
export { registerLive, liveHubOf, LIVE_PATH, OPS_LIVE_PATH, type LiveAccess, type LiveOptions } from './routes.ts';
export { pruneLiveEvents } from './repo.ts';
export { liveRules } from './rules.ts';
export { liveEvents, opsLiveEvents } from './schema.ts';
