import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { FairTable, WeightedEntry } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { fairTables } from './schema.ts';

/**
 * The versioned tables draws map onto (fair_tables). A row is never updated: a change is a new
 * version, effective from a time that has not come yet when it is added (never retroactive). A draw
 * uses the table in force at its time: the highest version whose effective_from ≤ now.
 */

type TableRow = typeof fairTables.$inferSelect;
/** What fair_tables.body holds: the FairTable's own fields (`reels` or `weighted`). */
export type FairTableBody = Pick<FairTable, 'reels' | 'weighted'>;

export const toFairTable = (row: TableRow): FairTable => {
  const body = row.body as FairTableBody;
  return {
    key: row.key,
    version: row.version,
    effectiveFrom: row.effectiveFrom.getTime(),
    kind: row.kind as FairTable['kind'],
    ...(body.reels ? { reels: body.reels } : {}),
    ...(body.weighted ? { weighted: body.weighted } : {}),
  };
};

/** The version of `key` a draw at `now` uses, or undefined when none is in force yet (or no such table). */
export async function tableInForce(db: Executor, key: string, now: number): Promise<FairTable | undefined> {
  const [row] = await db
    .select()
    .from(fairTables)
    .where(and(eq(fairTables.key, key), lte(fairTables.effectiveFrom, new Date(now))))
    .orderBy(desc(fairTables.version))
    .limit(1);
  return row ? toFairTable(row) : undefined;
}

/** One version of `key` (what verifying a recorded draw needs). */
export async function tableVersion(db: Executor, key: string, version: number): Promise<FairTable | undefined> {
  const [row] = await db
    .select()
    .from(fairTables)
    .where(and(eq(fairTables.key, key), eq(fairTables.version, version)))
    .limit(1);
  return row ? toFairTable(row) : undefined;
}

/** The newest version of `key`, in force or not yet. */
export async function latestTable(db: Executor, key: string): Promise<FairTable | undefined> {
  const [row] = await db.select().from(fairTables).where(eq(fairTables.key, key)).orderBy(desc(fairTables.version)).limit(1);
  return row ? toFairTable(row) : undefined;
}

export interface FairTableVersionInfo {
  version: number;
  effectiveFrom: number;
  /** The operator who added it; null for a release's version. */
  createdBy: number | null;
  createdAt: number;
}

/** Every version of `key`, oldest first. */
export async function tableVersions(db: Executor, key: string): Promise<FairTableVersionInfo[]> {
  const rows = await db
    .select({ version: fairTables.version, effectiveFrom: fairTables.effectiveFrom, createdBy: fairTables.createdBy, createdAt: fairTables.createdAt })
    .from(fairTables)
    .where(eq(fairTables.key, key))
    .orderBy(asc(fairTables.version));
  return rows.map((r) => ({ version: r.version, effectiveFrom: r.effectiveFrom.getTime(), createdBy: r.createdBy, createdAt: r.createdAt.getTime() }));
}

export interface FairTableSummary {
  key: string;
  kind: FairTable['kind'];
  versions: FairTableVersionInfo[];
}

/** Every table with its versions (oldest first), by key: what the console lists. */
export async function listTables(db: Executor): Promise<FairTableSummary[]> {
  const rows = await db
    .select({ key: fairTables.key, kind: fairTables.kind, version: fairTables.version, effectiveFrom: fairTables.effectiveFrom, createdBy: fairTables.createdBy, createdAt: fairTables.createdAt })
    .from(fairTables)
    .orderBy(asc(fairTables.key), asc(fairTables.version));
  const byKey = new Map<string, FairTableSummary>();
  for (const r of rows) {
    let summary = byKey.get(r.key);
    if (!summary) byKey.set(r.key, (summary = { key: r.key, kind: r.kind as FairTable['kind'], versions: [] }));
    summary.versions.push({ version: r.version, effectiveFrom: r.effectiveFrom.getTime(), createdBy: r.createdBy, createdAt: r.createdAt.getTime() });
  }
  return [...byKey.values()];
}

/** Why addWeightedVersion refused (nothing was written). */
export type FairTableRefusalReason =
  /** No table by that key. */
  | 'unknown-table'
  /** A reels table: only a release changes it. */
  | 'not-weighted'
  /** effectiveFrom is in the past, or before the newest version's start. */
  | 'effective-from'
  /** Not exactly the current version's entry ids (each once). */
  | 'entries'
  /** A weight that is not a positive integer, or weights summing above 2^32; a range that is not min ≤ max whole pesos. */
  | 'weights'
  /** Another version was added at the same moment: read again and retry. */
  | 'conflict';

export class FairTableRefused extends Error {
  constructor(readonly reason: FairTableRefusalReason) {
    super(`fair table change refused: ${reason}`);
  }
}

export interface WeightedChange {
  key: string;
  /** Every entry of the current version, by id, with its new weight (and, for a ranged entry, its range in whole pesos). */
  entries: { id: number; weight: number; minPesos?: number; maxPesos?: number }[];
  effectiveFrom: number;
  operatorId: number;
  now: number;
}

const TWO_32 = 2 ** 32;
const isWhole = (n: unknown, min: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min;

/**
 * An operator's new version of a weighted table, effective from `effectiveFrom` (≥ now, and not
 * before the newest version's start, so versions take effect in their order). The entries keep the
 * current version's ids, order and prizes; only weights (and a tier's range) change. The console
 * audits it (contract/ops/fairness.ts).
 */
export async function addWeightedVersion(tx: Executor, change: WeightedChange): Promise<FairTable> {
  const latest = await latestTable(tx, change.key);
  if (!latest) throw new FairTableRefused('unknown-table');
  if (latest.kind !== 'weighted' || !latest.weighted) throw new FairTableRefused('not-weighted');
  if (!Number.isSafeInteger(change.effectiveFrom) || change.effectiveFrom < change.now || change.effectiveFrom < latest.effectiveFrom) {
    throw new FairTableRefused('effective-from');
  }
  const given = new Map(change.entries.map((e) => [e.id, e]));
  if (given.size !== change.entries.length || given.size !== latest.weighted.entries.length) throw new FairTableRefused('entries');
  const entries: WeightedEntry[] = [];
  let total = 0;
  for (const current of latest.weighted.entries) {
    const next = given.get(current.id);
    if (!next) throw new FairTableRefused('entries');
    if (!isWhole(next.weight, 1)) throw new FairTableRefused('weights');
    total += next.weight;
    const entry: WeightedEntry = { ...current, weight: next.weight };
    if (current.minPesos !== undefined && current.maxPesos !== undefined) {
      const min = next.minPesos ?? current.minPesos;
      const max = next.maxPesos ?? current.maxPesos;
      if (!isWhole(min, 0) || !isWhole(max, min) || max - min + 1 > TWO_32) throw new FairTableRefused('weights');
      entry.minPesos = min;
      entry.maxPesos = max;
    } else if (next.minPesos !== undefined || next.maxPesos !== undefined) {
      throw new FairTableRefused('entries');
    }
    entries.push(entry);
  }
  if (total > TWO_32) throw new FairTableRefused('weights');
  const [row] = await tx
    .insert(fairTables)
    .values({
      key: change.key,
      version: latest.version + 1,
      kind: 'weighted',
      body: { weighted: { entries, totalWeight: total } } satisfies FairTableBody,
      effectiveFrom: new Date(change.effectiveFrom),
      createdBy: change.operatorId,
      createdAt: new Date(change.now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new FairTableRefused('conflict');
  return toFairTable(row);
}

/** A table as a release defines it (tables-seed.ts writes it). */
export interface ReleaseTable {
  key: string;
  kind: FairTable['kind'];
  body: FairTableBody;
}

/**
 * Inserts a version unless one with that number exists (two processes starting together); false when it did.
 * `createdBy`: the admin whose new table it is (the console's new scratch-card type, whose prizes are its
 * own version 1 and may be replaced only before anything drew from it); null for a release's.
 */
export async function insertReleaseVersion(db: Executor, table: ReleaseTable, version: number, effectiveFrom: number, now: number, createdBy: number | null = null): Promise<boolean> {
  const rows = await db
    .insert(fairTables)
    .values({ key: table.key, version, kind: table.kind, body: table.body, effectiveFrom: new Date(effectiveFrom), createdBy, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: fairTables.id });
  return rows.length === 1;
}
