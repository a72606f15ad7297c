// The fairness area's public face (docs/fairness.md): the one draw every game and activity makes
// (drawFair), the player's calls, the versioned tables (read by the games' odds and the console,
// written by the release seed and an operator's new weighted version), and the key start.ts sets.
export { fairnessHandlers } from './handlers.ts';
export { drawFair, forceFairOutcomesForTests, NoFairTable, serverRound, type DrawContext, type Drawn, type ForcedOutcome } from './draw.ts';
// seedSealer: the rain's event seeds are sealed under the same key until revealed (server/rain/opener.ts).
export { configureFairness, fairSeedKeyFrom, seedSealer } from './keys.ts';
export {
  addWeightedVersion,
  FairTableRefused,
  insertReleaseVersion,
  latestTable,
  listTables,
  tableInForce,
  tableVersion,
  tableVersions,
  type FairTableBody,
  type FairTableRefusalReason,
  type FairTableSummary,
  type FairTableVersionInfo,
  type ReleaseTable,
  type WeightedChange,
} from './tables-repo.ts';
export { ensureReleaseTables } from './tables-seed.ts';
export { drawsForReport, drawById, type ReportDraw } from './draws-repo.ts';
export { seedHashOf } from './seeds-repo.ts';
export { rotateSeed } from './rotation.ts';
// The console's odds pages (the console helper's files: console-api.ts re-exports them).
export * from './console-api.ts';
