import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { PgCode, pgCode } from '../db/errors.ts';
import { queryNamed, type Row } from '../db/named.ts';
import { ledgerAccounts, ledgerTransfers } from '../db/schema.ts';
import { cachedId, forgetIds, houseShardKind, resolveIds, type AccountKey } from './accounts.ts';

export { HOUSE_SHARDS, houseBalance, SHARDED_HOUSE_ACCOUNTS } from './accounts.ts';

/**
 * The only code that moves value (DESIGN §3). Every movement is a transfer whose legs sum to zero,
 * keyed by an idempotency key so that a retry is a no-op. Call it inside a transaction.
 */

/**
 * A player's balances that are value (spec §3): coin, lottery, the safebox, diamonds (diamond shop)
 * and points. Each is an account of its own, created on its first movement.
 */
export const PlayerAccount = { coin: 'coin', lottery: 'lottery', safebox: 'safebox', diamond: 'diamond', points: 'points' } as const;
export type PlayerAccountKind = (typeof PlayerAccount)[keyof typeof PlayerAccount];

/** The house side of movements. */
export const HouseAccount = {
  signupBonus: 'house:signup_bonus',
  openingBalance: 'house:opening_balance',
  /** Money a payment provider has confirmed, owed to the player until credited (deposits). */
  depositClearing: 'house:deposit_clearing',
  /** Withdrawals requested and held, owed out until the operator pays or rejects them. */
  withdrawalPayable: 'house:withdrawal_payable',
  /** Withdrawals paid out (less their fee), and the fees kept. */
  withdrawalsPaid: 'house:withdrawals_paid',
  withdrawalFees: 'house:withdrawal_fees',
  /**
   * Deposits a provider paid that protection refused at settlement (an excluded player, a deposit limit, a
   * cancelled order): owed back to the player through the provider, never their coin, until finance marks
   * the refund made (its money then goes to withdrawals_paid, the payouts' account). docs/payments.md.
   */
  refundsPayable: 'house:refunds_payable',
  /**
   * Chargebacks (docs/payments.md "Refunds, chargebacks and card money"): the disputed amount while the
   * dispute is open (the coin frozen, plus the part the coin could not cover); back to the player when it
   * is won, out to deposit clearing when it is lost.
   */
  disputesHeld: 'house:disputes_held',
  /** What players owe after a refund or chargeback took more than their coin (negative: receivable), until finance settles it. */
  playerDebts: 'house:player_debts',
  /** The part of a player's debt finance wrote off (the coin could not cover it when settled). */
  debtsWrittenOff: 'house:debts_written_off',
  /** Bonuses, rewards and activity prizes the house gives away. */
  bonusExpense: 'house:bonus_expense',
  /** Stakes taken and wins paid by the games. */
  gameBets: 'house:game_bets',
  gameWins: 'house:game_wins',
  /** The Lucky Jackpot pool: tier wins are paid from it (and capped by it). */
  jackpotPool: 'house:jackpot_pool',
  /**
   * Points and diamonds the house gives away. They are not pesos, so they get house accounts of
   * their own instead of bonus_expense, whose balance then stays a sum of one unit.
   */
  pointsIssued: 'house:points_issued',
  diamondsIssued: 'house:diamonds_issued',
} as const;
export type HouseAccountKind = (typeof HouseAccount)[keyof typeof HouseAccount];

export type AccountRef = { ownerId: number; kind: PlayerAccountKind } | { house: HouseAccountKind };

export interface Leg {
  account: AccountRef;
  /** Hundredths; positive credits the account, negative debits it. */
  amount: number;
}

export interface TransferRequest {
  kind: string;
  idempotencyKey: string;
  legs: Leg[];
  meta?: Record<string, unknown>;
  /** Picks the shard of the sharded house accounts (accounts.ts); absent, the first player leg's owner. */
  shardKey?: number;
}

export class LedgerError extends Error {
  constructor(readonly reason: 'insufficient-funds' | 'unbalanced' | 'bad-amount' | 'same-account-twice') {
    super(reason);
  }
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The whole transfer in one statement, so a busy account's row is locked for one round trip, not one
 * per leg. In order: check that every id is still the account its key names (a stale cache changes
 * nothing and locks nothing), lock the accounts in id order (one lock order for every transfer, so
 * two cannot deadlock), record the transfer unless its key exists, add each leg to its balance (the
 * non-negative constraint refuses an overdraft, failing the statement) and write one entry per leg with
 * the balance after it. `found` < legs means a stale id; `transfer_id` null means a repeated key.
 */
function transferStatement(request: TransferRequest, legs: { id: number; key: AccountKey; amount: number }[]): SQL {
  const values = sql.join(
    legs.map((l) => sql`(${l.id}::bigint, ${l.key.ownerId}::integer, ${l.key.kind}::text, ${l.amount}::bigint)`),
    sql`, `,
  );
  const meta = request.meta === undefined ? null : JSON.stringify(request.meta);
  return sql`
    WITH legs (account_id, owner_id, kind, amount) AS (VALUES ${values}),
    checked AS (
      SELECT count(*)::int AS n FROM ledger_accounts a JOIN legs l
        ON a.id = l.account_id AND a.owner_id IS NOT DISTINCT FROM l.owner_id AND a.kind = l.kind),
    locked AS (
      SELECT a.id FROM ledger_accounts a
      WHERE a.id IN (SELECT account_id FROM legs) AND (SELECT n FROM checked) = ${legs.length}
      ORDER BY a.id FOR UPDATE),
    t AS (
      INSERT INTO ledger_transfers (kind, idempotency_key, meta)
      SELECT ${request.kind}::text, ${request.idempotencyKey}::text, ${meta}::jsonb WHERE (SELECT count(*) FROM locked) = ${legs.length}
      ON CONFLICT DO NOTHING RETURNING id),
    moved AS (
      UPDATE ledger_accounts a SET balance = a.balance + l.amount FROM legs l, t
      WHERE a.id = l.account_id RETURNING a.id, a.balance, t.id AS transfer_id),
    entries AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
      SELECT m.transfer_id, m.id, l.amount, m.balance FROM moved m JOIN legs l ON l.account_id = m.id ORDER BY m.id
      RETURNING id)
    SELECT (SELECT n FROM checked) AS found, (SELECT id FROM t) AS transfer_id, (SELECT count(*)::int FROM entries) AS entries`;
}

export async function transfer(tx: Executor, request: TransferRequest): Promise<{ transferId: number; duplicate: boolean }> {
  if (request.legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) throw new LedgerError('bad-amount');
  if (request.legs.reduce((s, l) => s + l.amount, 0) !== 0 || request.legs.length < 2) throw new LedgerError('unbalanced');

  const firstOwner = request.legs.map((l) => l.account).find((a): a is Extract<AccountRef, { ownerId: number }> => 'ownerId' in a)?.ownerId;
  const shardKey = request.shardKey ?? firstOwner ?? 0;
  const keyOf = (ref: AccountRef): AccountKey => ('house' in ref ? { ownerId: null, kind: houseShardKind(ref.house, shardKey) } : { ownerId: ref.ownerId, kind: ref.kind });
  const keys = request.legs.map((l) => keyOf(l.account));
  const names = keys.map((k) => `${k.ownerId ?? 'house'} ${k.kind}`);
  // One UPDATE per account: a second leg on the same account would be lost, so it is refused.
  if (new Set(names).size !== names.length) throw new LedgerError('same-account-twice');

  for (let attempt = 0; ; attempt++) {
    let ids = keys.map(cachedId);
    if (ids.some((id) => id === undefined)) {
      // Looked up and created in a fixed order of their names, so two transfers creating the same new
      // accounts in opposite orders cannot deadlock.
      const order = keys.map((_, i) => i).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0));
      const resolved = await resolveIds(tx, order.map((i) => keys[i]!));
      ids = [];
      order.forEach((i, n) => (ids[i] = resolved[n]));
    }
    const legs = request.legs.map((l, i) => ({ id: ids[i]!, key: keys[i]!, amount: l.amount }));
    let row: Row;
    try {
      // Its text depends only on the number of legs, hence the name.
      [row = {}] = await queryNamed(tx, `ledger_transfer_${legs.length}`, transferStatement(request, legs));
    } catch (error) {
      if (pgCode(error) === PgCode.checkViolation) throw new LedgerError('insufficient-funds');
      throw error;
    }
    if (Number(row.found) !== legs.length) {
      // A cached id is not (or no longer) that account: nothing was written or locked; ask the table.
      forgetIds(keys);
      if (attempt >= 1) throw new Error(`ledger accounts not found for transfer ${request.idempotencyKey}`);
      continue;
    }
    const transferId = nullableNumber(row.transfer_id);
    if (transferId === null) {
      const [existing] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey));
      return { transferId: existing!.id, duplicate: true };
    }
    if (Number(row.entries) !== legs.length) throw new Error(`transfer ${request.idempotencyKey} wrote ${String(row.entries)} entries for ${legs.length} legs`);
    return { transferId, duplicate: false };
  }
}

/** A player's balances by kind (absent accounts are zero). */
export async function playerBalances(db: Executor, ownerId: number): Promise<Record<PlayerAccountKind, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, ownerId), inArray(ledgerAccounts.kind, Object.values(PlayerAccount))));
  const balances: Record<PlayerAccountKind, number> = { coin: 0, lottery: 0, safebox: 0, diamond: 0, points: 0 };
  for (const row of rows) balances[row.kind as PlayerAccountKind] = row.balance;
  return balances;
}
