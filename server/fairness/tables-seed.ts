import type { Executor } from '../db/client.ts';
import { insertReleaseVersion, latestTable, type FairTableBody, type ReleaseTable } from './tables-repo.ts';

/**
 * The release's tables, written at every start (the seeder) and in the test harness's seed:
 *  - a table with no version gets version 1, in force since the epoch (every draw, whatever its
 *    clock, finds a table);
 *  - a `reels` table (the slots: set by a release, never by an operator) whose newest version differs
 *    from the release's strips, symbols, lines or RTP gets a new version in force from now;
 *  - a `weighted` table (the jackpot) is the release's only as version 1: later versions are the
 *    operator's (addWeightedVersion), so a release never overwrites them.
 * The bodies come from the areas that own the games (games/, jackpot/) through the composition
 * (seed/): this area imports neither.
 */
export async function ensureReleaseTables(db: Executor, tables: readonly ReleaseTable[], now: number): Promise<{ added: string[] }> {
  const added: string[] = [];
  for (const table of tables) {
    const latest = await latestTable(db, table.key);
    if (!latest) {
      if (await insertReleaseVersion(db, table, 1, 0, now)) added.push(`${table.key}@1`);
      continue;
    }
    if (table.kind !== 'reels' || latest.kind !== 'reels') continue;
    const current: FairTableBody = { reels: latest.reels };
    if (canonical(current) === canonical(table.body)) continue;
    if (await insertReleaseVersion(db, table, latest.version + 1, now, now)) added.push(`${table.key}@${latest.version + 1}`);
  }
  return { added };
}

/** JSON with object keys sorted (jsonb stores keys in its own order), arrays in theirs. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
