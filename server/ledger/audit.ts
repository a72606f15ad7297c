import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * Proves the books (DESIGN §3): every transfer sums to zero with at least two entries, every
 * account's balance equals the sum of its entries, every entry's balance-after continues its
 * account's running total, and no player balance is below zero. Read-only: it reports, it never
 * repairs (a correction is a new transfer, made by a person who has read the report).
 */
export type LedgerCheck = 'transfer-not-balanced' | 'balance-not-sum-of-entries' | 'balance-after-broken' | 'player-balance-negative';

export interface AuditProblem {
  /** A LedgerCheck here; ops/invariants.ts adds the business checks (deposit-paid-without-credit, …). */
  check: string;
  /** What is wrong, one row per offending transfer, account or entry. */
  rows: Record<string, string | number | null>[];
}

export interface AuditReport {
  ok: boolean;
  counts: { transfers: number; entries: number; accounts: number };
  problems: AuditProblem[];
}

/** At most this many offending rows per check: enough to investigate, small enough to print. */
export const ROW_LIMIT = 100;

export type Row = Record<string, unknown>;

export async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** bigint and numeric columns arrive as strings from some drivers: make every cell printable and comparable. */
export function plain(row: Row): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) out[key] = null;
    else if (typeof value === 'number') out[key] = value;
    else if (typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)))) out[key] = Number(value);
    else out[key] = String(value);
  }
  return out;
}

export async function auditLedger(db: Executor): Promise<AuditReport> {
  const checks: [LedgerCheck, ReturnType<typeof sql>][] = [
    [
      'transfer-not-balanced',
      sql`SELECT t.id AS transfer_id, t.kind, t.idempotency_key, count(e.id)::int AS entries, coalesce(sum(e.amount), 0)::bigint AS sum
          FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
          GROUP BY t.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount), 0) <> 0
          ORDER BY t.id LIMIT ${ROW_LIMIT}`,
    ],
    [
      'balance-not-sum-of-entries',
      sql`SELECT a.id AS account_id, a.owner_id, a.kind, a.balance, coalesce(s.sum, 0)::bigint AS entries_sum
          FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS sum FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
          WHERE a.balance <> coalesce(s.sum, 0)
          ORDER BY a.id LIMIT ${ROW_LIMIT}`,
    ],
    [
      'balance-after-broken',
      sql`SELECT entry_id, account_id, transfer_id, amount, balance_after, running AS expected
          FROM (SELECT e.id AS entry_id, e.account_id, e.transfer_id, e.amount, e.balance_after,
                       sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
                FROM ledger_entries e) x
          WHERE balance_after <> running
          ORDER BY entry_id LIMIT ${ROW_LIMIT}`,
    ],
    [
      'player-balance-negative',
      sql`SELECT id AS account_id, owner_id, kind, balance FROM ledger_accounts
          WHERE owner_id IS NOT NULL AND balance < 0 ORDER BY id LIMIT ${ROW_LIMIT}`,
    ],
  ];
  const problems: AuditProblem[] = [];
  for (const [check, query] of checks) {
    const found = await rows(db, query);
    if (found.length > 0) problems.push({ check, rows: found.map(plain) });
  }
  const [counts] = await rows(
    db,
    sql`SELECT (SELECT count(*) FROM ledger_transfers)::int AS transfers, (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM ledger_accounts)::int AS accounts`,
  );
  const count = plain(counts ?? {});
  return {
    ok: problems.length === 0,
    counts: { transfers: Number(count.transfers ?? 0), entries: Number(count.entries ?? 0), accounts: Number(count.accounts ?? 0) },
    problems,
  };
}
