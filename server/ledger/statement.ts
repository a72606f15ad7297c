import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.ts';
import { houseKindCondition } from './accounts.ts';
import { HouseAccount, type PlayerAccountKind } from './ledger.ts';

export interface StatementLine {
  id: number;
  /** The transfer's kind (`deposit`, `game_bet`, …). */
  kind: string;
  /** Signed hundredths: what this line added to the account. */
  amount: number;
  balanceAfter: number;
  time: Date;
  /** The transfer's meta (grantId, activityId, orderNo, …): where a movement came from. */
  meta: unknown;
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
    .select({ id: ledgerEntries.id, kind: ledgerTransfers.kind, amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter, time: ledgerEntries.createdAt, meta: ledgerTransfers.meta })
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

/** Every ledger account the player has (made on its first movement), with its balance in hundredths, oldest first. */
export function playerAccounts(db: Executor, ownerId: number): Promise<{ kind: string; balance: number }[]> {
  return db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, ownerId))
    .orderBy(asc(ledgerAccounts.id));
}

/**
 * The house accounts bonuses are paid from, in pesos: sign-up coins, bonuses and coin prizes, and the
 * jackpot's tier wins. (Points and diamonds have house accounts of their own and are not pesos.) A
 * feature that pays a bonus from another house account lists it here, or the console's bonus cost misses it.
 */
export const BONUS_HOUSE_ACCOUNTS = [HouseAccount.signupBonus, HouseAccount.bonusExpense, HouseAccount.jackpotPool] as const;

/**
 * What left the bonus accounts in [start, end) (every shard): the sum of their debits, in hundredths.
 * Money put into them (the jackpot pool's funding) does not lower it. Entries carry the database's clock.
 */
export async function bonusPaidOut(db: Executor, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        or(...BONUS_HOUSE_ACCOUNTS.map(houseKindCondition)),
        lt(ledgerEntries.amount, 0),
        gte(ledgerEntries.createdAt, start),
        lt(ledgerEntries.createdAt, end),
      ),
    );
  return Number(row?.paid ?? 0);
}

/** Transfers by their idempotency keys (what a business row names its movement by), with their meta. */
export function transfersByKeys(db: Executor, keys: readonly string[]): Promise<{ key: string; kind: string; meta: unknown; time: Date }[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({ key: ledgerTransfers.idempotencyKey, kind: ledgerTransfers.kind, meta: ledgerTransfers.meta, time: ledgerTransfers.createdAt })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.idempotencyKey, [...keys]));
}
