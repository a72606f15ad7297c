// The app-config area's public face (contract/calls/config.ts; server/config/ is the environment and
// limits instead): its calls, the config cache every handler reads through deps, and the seed's writers.
export { configHandlers } from './handlers.ts';
export { createConfigService, type ConfigService, type ConfigSnapshot } from './service.ts';
export { appConfigRepo, themesRepo } from './repo.ts';
