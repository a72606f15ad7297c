// The red-packet rain's public face (contract/calls/rain.ts, contract/ops/rain.ts, docs/rain.md): its
// calls, the console's services, the ticker start.ts runs, and the list's recomputation (tests, ops).
export { rainHandlers } from './handlers.ts';
export { advanceRain, rainListFor, startRainTicker } from './opener.ts';
export { rainConfig, claimRainPacket } from './service.ts';
export { cancelRainEvent, consoleRainEvents, createRainEvent, updateRainEvent } from './console.ts';
export { rainRepo } from './repo.ts';
export { consoleRainScheduleView, makeScheduledRain, saveRainSchedule } from './schedule-maker.ts';
