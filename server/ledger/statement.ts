import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.ts';
import type { PlayerAccountKind } from './ledger.ts';

export interface StatementLine {
  id: number;
  /** The transfer's kind (`deposit`, `game_bet`, …). */
  kind: string;
  /** Signed hundredths: what this line added to the account. */
  amount: number;
  balanceAfter: number;
  time: Date;
}

export interface StatementQuery {
  ownerId: number;
  account: PlayerAccountKind;
  /** Only these transfer kinds (absent: all). */
  kinds?: readonly string[];
  /** Entries made at or after `start` and before `end`. */
  start?: Date;
  end?: Date;
  /** Entries older than this entry id: the next page. */
  beforeId?: number;
  limit: number;
}

/**
 * One player account's entries, newest first: the coin record a player pages through. The ledger's
 * tables are read only here and in the ledger's own modules, so an area never joins them itself.
 */
export function accountStatement(db: Executor, query: StatementQuery): Promise<StatementLine[]> {
  return db
    .select({ id: ledgerEntries.id, kind: ledgerTransfers.kind, amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter, time: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerAccounts.ownerId, query.ownerId),
        eq(ledgerAccounts.kind, query.account),
        query.kinds ? inArray(ledgerTransfers.kind, [...query.kinds]) : undefined,
        query.start ? gte(ledgerEntries.createdAt, query.start) : undefined,
        query.end ? lt(ledgerEntries.createdAt, query.end) : undefined,
        query.beforeId ? lt(ledgerEntries.id, query.beforeId) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(query.limit);
}
