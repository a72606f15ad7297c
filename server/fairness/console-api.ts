// What the console's odds pages use of this area beyond the tables' repository (server/console/fairness.ts;
// docs/fairness.md "Operators and proof"): the report's counts read from fair_draws, each entry's chance,
// a proposal's weights checked against the newest version, the report's blocks. index.ts re-exports it.
export { drawCounts, drawTotals, type DrawCount, type DrawTotals } from './report.ts';
export { checkedWeights, entriesWithWeights, entryChances, versionReport, weightsById } from './console-tables.ts';
export { chiSquare, chiSquareP, type ChiSquare } from './report-stats.ts';
