import type { FairTable } from '../../contract/calls/fairness.ts';
import type { ConsoleFairEntry, ConsoleFairReport } from '../../contract/ops/fairness.ts';
import type { DrawCount, DrawTotals } from './report.ts';
import { chiSquare } from './report-stats.ts';

/**
 * The console's views of a table (docs/fairness.md "Operators and proof"), pure: each entry's chance,
 * a proposed version's weights checked against the version in force, and a report's expected against
 * observed counts with their chi-square.
 */

/**
 * Every entry's chance. A weighted table: entry id, weight, weight / total. Reels: per reel, each
 * symbol that shows on its strip, with how many stops show it (its weight) and stops / length: the
 * chance that symbol lands on the reel's middle row.
 */
export function entryChances(table: FairTable): ConsoleFairEntry[] {
  if (table.kind === 'weighted' && table.weighted) {
    const total = table.weighted.entries.reduce((s, e) => s + e.weight, 0);
    return table.weighted.entries.map((e) => ({ reel: null, id: e.id, weight: e.weight, probability: e.weight / total }));
  }
  return (table.reels?.strips ?? []).flatMap((strip, reel) => {
    const counts = new Map<number, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts.entries()].sort(([a], [b]) => a - b).map(([id, weight]) => ({ reel, id, weight, probability: weight / strip.length }));
  });
}

/** The weights of a weighted version, by entry id (what a pending change shows before → after). */
export const weightsById = (table: FairTable): Record<string, number> => Object.fromEntries((table.weighted?.entries ?? []).map((e) => [String(e.id), e.weight]));

/**
 * A proposal's weights against the version in force: exactly its entry ids, each once. Answers the
 * weights by id, or null when they do not match (the caller's 400 on `weights`).
 */
export function checkedWeights(current: FairTable, weights: readonly { id: number; weight: number }[]): Record<string, number> | null {
  const ids = new Set((current.weighted?.entries ?? []).map((e) => e.id));
  const seen = new Set<number>();
  for (const w of weights) {
    if (!ids.has(w.id) || seen.has(w.id)) return null;
    seen.add(w.id);
  }
  if (seen.size !== ids.size) return null;
  return Object.fromEntries(weights.map((w) => [String(w.id), w.weight]));
}

/** The version in force's entries with the proposed weights: what the new version will hold. */
export function entriesWithWeights(current: FairTable, weights: Record<string, number>) {
  return (current.weighted?.entries ?? []).map((e) => ({ ...e, weight: weights[String(e.id)] ?? e.weight }));
}

type ReportVersion = ConsoleFairReport['versions'][number];

/**
 * One version's block of the report: each entry's expected count (its chance × the draws of its
 * sequence) against the observed, real and demo apart, and a chi-square per sequence (each reel, or
 * the entries) over every draw: real and demo draws come from the same generator.
 */
export function versionReport(table: FairTable, counts: readonly DrawCount[], totals: readonly DrawTotals[]): ReportVersion {
  const mine = (t: { version: number }) => t.version === table.version;
  const real = totals.filter((t) => mine(t) && !t.demo).reduce((s, t) => s + t.draws, 0);
  const demo = totals.filter((t) => mine(t) && t.demo).reduce((s, t) => s + t.draws, 0);
  const realWin = totals.filter((t) => mine(t) && !t.demo).reduce((s, t) => s + t.win, 0);
  const observed = new Map<string, { real: number; demo: number }>();
  for (const c of counts.filter(mine)) {
    const id = table.kind === 'reels' ? table.reels?.strips[c.reel ?? 0]?.[c.value] : table.weighted?.entries[c.value]?.id;
    if (id === undefined) continue; // a stop past the strip: cannot happen for draws of this version
    const at = `${c.reel ?? ''}:${id}`;
    const o = observed.get(at) ?? { real: 0, demo: 0 };
    if (c.demo) o.demo += c.count;
    else o.real += c.count;
    observed.set(at, o);
  }
  const entries = entryChances(table).map((e) => {
    const o = observed.get(`${e.reel ?? ''}:${e.id}`) ?? { real: 0, demo: 0 };
    return { ...e, expected: e.probability * (real + demo), observed: o.real + o.demo, real: o.real, demo: o.demo };
  });
  const sequences = [...new Set(entries.map((e) => e.reel))];
  const tests = sequences.map((reel) => {
    const line = entries.filter((e) => e.reel === reel);
    const { statistic, df, p, pass } = chiSquare(
      line.map((e) => e.observed),
      line.map((e) => e.probability),
    );
    return { reel, statistic, df, p: Math.min(1, Math.max(0, p)), pass };
  });
  return { version: table.version, real, demo, realWin, entries, tests };
}
