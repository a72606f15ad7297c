// Scratch cards' public face (contract/calls/scratch.ts, docs/scratch.md): the calls, and for the seeder
// the card types with their mall items and the release odds tables.
export { scratchHandlers } from './handlers.ts';
export { scratchReleaseTables, scratchTableKey, type SeedScratchCard } from './fair-table.ts';
export { seedScratchCards } from './types.ts';
export { consoleScratchTypes, createScratchType, saveScratchType } from './console.ts';
