import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';

/**
 * Where transfer() finds its accounts' ids: a per-process cache in front of the ledger_accounts
 * table, and the shards of the busy house accounts.
 */

/** One account by its natural key: a player's (ownerId, kind), or a house account's kind (ownerId null). */
export interface AccountKey {
  ownerId: number | null;
  kind: string;
}

/**
 * Each of these house accounts is split into this many rows. Every deposit, withdrawal or bonus
 * credits or debits the house, and a single house row would be locked by each such transaction until
 * it commits, so all of them would queue on it whatever the number of players. The rows of one
 * account are picked by player, so a player's movements meet one of them. Only their sum means
 * anything (houseBalance), and the number may change at any time: a reader sums by name, not by 0..N-1.
 */
export const HOUSE_SHARDS = 16;

/**
 * The house accounts that are sharded: those every player's movements touch. The opening balance
 * (the seed's) and the jackpot pool (whose balance is read as the pool) stay one row each.
 */
export const SHARDED_HOUSE_ACCOUNTS: ReadonlySet<string> = new Set([
  'house:deposit_clearing',
  'house:withdrawal_payable',
  'house:withdrawals_paid',
  'house:withdrawal_fees',
  'house:signup_bonus',
  'house:bonus_expense',
  'house:game_bets',
  'house:game_wins',
]);

/** Shard 0 keeps the plain name, so the rows made before sharding are shard 0 and keep their entries. */
export function houseShardKind(kind: string, shardKey: number): string {
  if (!SHARDED_HOUSE_ACCOUNTS.has(kind)) return kind;
  const shard = Math.abs(Math.trunc(shardKey)) % HOUSE_SHARDS;
  return shard === 0 ? kind : `${kind}#${shard}`;
}

/** The rows of a house account: its plain name and every `name#n` shard. */
export function houseKindCondition(kind: string): SQL {
  return and(isNull(ledgerAccounts.ownerId), or(eq(ledgerAccounts.kind, kind), sql`${ledgerAccounts.kind} LIKE ${`${kind}#%`}`))!;
}

/**
 * A house account's balance: the sum of its shards. `forUpdate` locks the row of an unsharded account
 * (the jackpot pool, whose balance a draw pays a share of) until the transaction ends.
 */
export async function houseBalance(db: Executor, kind: string, opts: { forUpdate?: boolean } = {}): Promise<number> {
  if (opts.forUpdate) {
    if (SHARDED_HOUSE_ACCOUNTS.has(kind)) throw new Error(`houseBalance: ${kind} is sharded; its rows cannot be locked as one balance`);
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.ownerId), eq(ledgerAccounts.kind, kind)))
      .for('update');
    return row?.balance ?? 0;
  }
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(houseKindCondition(kind));
  return Number(row?.balance ?? 0);
}

/**
 * Ids by key, kept for the life of the process: an account's id never changes. The cache may still be
 * wrong (a database made afresh under the same process, as the tests do, or an account whose creating
 * transaction rolled back), so transfer() checks every cached id against its key in the same statement
 * that uses it and asks again here when one does not match. A bound keeps memory flat.
 */
const cache = new Map<string, number>();
const CACHE_LIMIT = 200_000;
const cacheKey = (key: AccountKey) => `${key.ownerId ?? ''}|${key.kind}`;

export function cachedId(key: AccountKey): number | undefined {
  return cache.get(cacheKey(key));
}

export function forgetIds(keys: AccountKey[]): void {
  for (const key of keys) cache.delete(cacheKey(key));
}

function remember(key: AccountKey, id: number): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey(key), id);
}

const sameKey = (key: AccountKey) =>
  and(key.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, key.ownerId), eq(ledgerAccounts.kind, key.kind));

/**
 * Looks the keys up in one query, then creates the missing ones one at a time in the order given (the
 * insert locks its key, so callers pass a fixed order: two transfers creating the same accounts cannot
 * deadlock). Takes no row lock on an existing account.
 */
export async function resolveIds(tx: Executor, keys: AccountKey[]): Promise<number[]> {
  const found = await tx
    .select({ id: ledgerAccounts.id, ownerId: ledgerAccounts.ownerId, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(or(...keys.map(sameKey)));
  const ids: number[] = [];
  for (const key of keys) {
    let id = found.find((row) => row.ownerId === key.ownerId && row.kind === key.kind)?.id;
    if (id === undefined) {
      await tx.insert(ledgerAccounts).values(key).onConflictDoNothing();
      const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(sameKey(key));
      id = row!.id;
    }
    remember(key, id);
    ids.push(id);
  }
  return ids;
}

