// The coin pusher's public face (contract/calls/pusher.ts, docs/pusher.md): its calls, the fair table's
// release version and the seed of its config, the console's view and save (audited by console/pusher.ts).
export { pusherHandlers } from './handlers.ts';
export { pusherInfo, dropOnce, PUSHER_PROVIDER } from './service.ts';
export { pusherReleaseTable, PUSHER_TABLE } from './fair-table.ts';
export { seedPusher } from './seed.ts';
export { pusherRepo } from './repo.ts';
export type { PusherConfig } from './config.ts';
export { consolePusherView, savePusherSettings } from './console.ts';
