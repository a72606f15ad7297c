import { and, asc, count, desc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { FairDraw, FairOutcome } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { fairDraws, fairSeeds } from './schema.ts';

/** The draws (fair_draws): written by draw.ts, read by the player's record and the console's report. */
export type DrawRow = typeof fairDraws.$inferSelect;

export async function insertDraw(tx: Executor, values: typeof fairDraws.$inferInsert): Promise<DrawRow> {
  const [row] = await tx.insert(fairDraws).values(values).returning();
  return row!;
}

/** The game's own record of the draw and what it paid, once the game knows them (same transaction). */
export async function finishDraw(tx: Executor, id: number, result: { ref?: string; win: number }): Promise<void> {
  await tx
    .update(fairDraws)
    .set({ win: result.win, ...(result.ref === undefined ? {} : { ref: result.ref }) })
    .where(eq(fairDraws.id, id));
}

const drawColumns = {
  id: fairDraws.id,
  tableKey: fairDraws.tableKey,
  tableVersion: fairDraws.tableVersion,
  algorithm: fairDraws.algorithm,
  createdAt: fairDraws.createdAt,
  nonce: fairDraws.nonce,
  cursor: fairDraws.cursor,
  outcome: fairDraws.outcome,
  win: fairDraws.win,
  demo: fairDraws.demo,
  seedHash: fairSeeds.serverSeedHash,
  clientSeed: fairSeeds.clientSeed,
  serverSeed: fairSeeds.serverSeed,
};

type JoinedRow = Omit<{ [K in keyof typeof drawColumns]: (typeof drawColumns)[K]['_']['data'] }, 'serverSeed' | 'outcome'> & { serverSeed: string | null; outcome: unknown };

const toFairDraw = (row: JoinedRow): FairDraw => ({
  id: row.id,
  tableKey: row.tableKey,
  tableVersion: row.tableVersion,
  algorithm: row.algorithm,
  time: row.createdAt.getTime(),
  seedHash: row.seedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
  cursor: row.cursor,
  // Null while the pair still draws: the server seed is only ever shown revealed.
  serverSeed: row.serverSeed ?? null,
  outcome: row.outcome as FairOutcome,
  win: row.win,
  demo: row.demo,
});

/** A player's draws, newest first, a page at a time (optionally one table's). */
export async function drawsPage(db: Executor, userId: number, opts: { pageNum: number; pageSize: number; tableKey?: string }): Promise<{ list: FairDraw[]; total: number }> {
  const where = and(eq(fairDraws.userId, userId), opts.tableKey === undefined ? undefined : eq(fairDraws.tableKey, opts.tableKey));
  const [rows, [total]] = await Promise.all([
    db
      .select(drawColumns)
      .from(fairDraws)
      .innerJoin(fairSeeds, eq(fairSeeds.id, fairDraws.seedId))
      .where(where)
      .orderBy(desc(fairDraws.id))
      .limit(opts.pageSize)
      .offset((opts.pageNum - 1) * opts.pageSize),
    db.select({ n: count() }).from(fairDraws).where(where),
  ]);
  return { list: rows.map(toFairDraw), total: total?.n ?? 0 };
}

/** One draw of a player's, as the record shows it (tests, and a verifier that has its id). */
export async function drawById(db: Executor, userId: number, id: number): Promise<FairDraw | undefined> {
  const [row] = await db
    .select(drawColumns)
    .from(fairDraws)
    .innerJoin(fairSeeds, eq(fairSeeds.id, fairDraws.seedId))
    .where(and(eq(fairDraws.userId, userId), eq(fairDraws.id, id)));
  return row ? toFairDraw(row) : undefined;
}

/** A draw as the console's report reads it (no seeds: the report counts outcomes, it does not verify). */
export interface ReportDraw {
  id: number;
  userId: number;
  tableVersion: number;
  outcome: FairOutcome;
  win: number;
  demo: boolean;
  createdAt: number;
}

/**
 * A table's draws with from ≤ created_at < to, oldest first, in batches of `batch` (keyset paging on
 * (created_at, id) over fair_draws_table_idx), so a month of spins never sits in memory at once.
 */
export async function* drawsForReport(db: Executor, key: string, from: number, to: number, batch = 2000): AsyncGenerator<ReportDraw[]> {
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: fairDraws.id,
        userId: fairDraws.userId,
        tableVersion: fairDraws.tableVersion,
        outcome: fairDraws.outcome,
        win: fairDraws.win,
        demo: fairDraws.demo,
        createdAt: fairDraws.createdAt,
      })
      .from(fairDraws)
      .where(
        and(
          eq(fairDraws.tableKey, key),
          gte(fairDraws.createdAt, new Date(from)),
          lt(fairDraws.createdAt, new Date(to)),
          after ? or(gt(fairDraws.createdAt, after.at), and(eq(fairDraws.createdAt, after.at), gt(fairDraws.id, after.id))) : undefined,
        ),
      )
      .orderBy(asc(fairDraws.createdAt), asc(fairDraws.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r, outcome: r.outcome as FairOutcome, createdAt: r.createdAt.getTime() }));
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { at: last.createdAt, id: last.id };
  }
}
