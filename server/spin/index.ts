// The spin wheel's public face (contract/calls/spin.ts, docs/spin.md): its calls, the `spin` red dot,
// the fair table's release version and the seed of its config.
export { spinHandlers } from './handlers.ts';
export { spinWaiting, spinOnce, spinInfo } from './service.ts';
export { spinReleaseTable, SPIN_TABLE } from './fair-table.ts';
export { seedSpinWheel } from './seed.ts';
export { spinRepo } from './repo.ts';
export type { SpinWheelConfig } from './config.ts';
export { consoleSpinView, saveSpinSettings } from './console.ts';
