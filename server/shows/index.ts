// The live shows' public face (contract/calls/shows.ts, contract/ops/shows.ts, docs/shows.md): the
// player's calls and the console's services (audited by server/console/shows.ts).
export { showsHandlers } from './handlers.ts';
export { cancelLiveShow, consoleLiveShows, createLiveShow, updateLiveShow } from './console.ts';
export { showsRepo } from './repo.ts';
export { streamUrlAllowed } from './stream-url.ts';
