import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * What the console's fairness report reads of `fair_draws` (docs/fairness.md "Operators and proof"):
 * a table's draws in [from, to), counted in the database (a month of a slot is millions of rows: only
 * the counts come back). Reels count each reel's stop (`outcome.stops[reel]`), a weighted table its
 * entry (`outcome.index`), per version and real / demo.
 */
export interface DrawCount {
  version: number;
  demo: boolean;
  /** The reel (0-based) for reels; null for a weighted table. */
  reel: number | null;
  /** The stop on that reel, or the entry's index. */
  value: number;
  count: number;
}

export interface DrawTotals {
  version: number;
  demo: boolean;
  draws: number;
  /** Σ win (hundredths). */
  win: number;
}

type Rows<T> = { rows: T[] };

export async function drawCounts(db: Executor, key: string, kind: 'reels' | 'weighted', from: Date, to: Date): Promise<DrawCount[]> {
  const result = (
    kind === 'reels'
      ? await db.execute(sql`
        SELECT d.table_version AS version, d.demo, (s.n - 1)::int AS reel, s.stop::int AS value, count(*)::int AS count
        FROM fair_draws d, jsonb_array_elements_text(d.outcome->'stops') WITH ORDINALITY AS s(stop, n)
        WHERE d.table_key = ${key} AND d.created_at >= ${from.toISOString()} AND d.created_at < ${to.toISOString()}
        GROUP BY 1, 2, 3, 4`)
      : await db.execute(sql`
        SELECT d.table_version AS version, d.demo, NULL::int AS reel, (d.outcome->>'index')::int AS value, count(*)::int AS count
        FROM fair_draws d
        WHERE d.table_key = ${key} AND d.created_at >= ${from.toISOString()} AND d.created_at < ${to.toISOString()} AND d.outcome ? 'index'
        GROUP BY 1, 2, 4`)
  ) as unknown as Rows<{ version: number; demo: boolean; reel: number | null; value: number; count: number }>;
  return result.rows.map((r) => ({ version: Number(r.version), demo: Boolean(r.demo), reel: r.reel === null ? null : Number(r.reel), value: Number(r.value), count: Number(r.count) }));
}

/** Draws and their wins per version, real and demo apart. */
export async function drawTotals(db: Executor, key: string, from: Date, to: Date): Promise<DrawTotals[]> {
  const result = (await db.execute(sql`
    SELECT table_version AS version, demo, count(*)::int AS draws, coalesce(sum(win), 0)::bigint AS win
    FROM fair_draws
    WHERE table_key = ${key} AND created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}
    GROUP BY 1, 2`)) as unknown as Rows<{ version: number; demo: boolean; draws: number; win: string | number }>;
  return result.rows.map((r) => ({ version: Number(r.version), demo: Boolean(r.demo), draws: Number(r.draws), win: Number(r.win) }));
}
