import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { PgCode, pgCode } from '../db/errors.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.ts';

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
}

export class LedgerError extends Error {
  constructor(readonly reason: 'insufficient-funds' | 'unbalanced' | 'bad-amount') {
    super(reason);
  }
}


async function accountId(tx: Executor, ref: AccountRef): Promise<number> {
  const ownerId = 'house' in ref ? null : ref.ownerId;
  const kind = 'house' in ref ? ref.house : ref.kind;
  await tx.insert(ledgerAccounts).values({ ownerId, kind }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.kind, kind)));
  return row!.id;
}

export async function transfer(tx: Executor, request: TransferRequest): Promise<{ transferId: number; duplicate: boolean }> {
  if (request.legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) throw new LedgerError('bad-amount');
  if (request.legs.reduce((s, l) => s + l.amount, 0) !== 0 || request.legs.length < 2) throw new LedgerError('unbalanced');

  const [created] = await tx
    .insert(ledgerTransfers)
    .values({ kind: request.kind, idempotencyKey: request.idempotencyKey, meta: request.meta ?? null })
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey));
    return { transferId: existing!.id, duplicate: true };
  }

  // Accounts are looked up (and created: the insert locks its key) one at a time in a fixed order of
  // their names, so two transfers naming the same new accounts in opposite orders cannot deadlock.
  const refName = (ref: AccountRef) => ('house' in ref ? `house ${ref.house}` : `player ${ref.ownerId} ${ref.kind}`);
  const byName = (a: Leg, b: Leg) => {
    const [x, y] = [refName(a.account), refName(b.account)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const legs: { id: number; amount: number }[] = [];
  for (const leg of [...request.legs].sort(byName)) {
    legs.push({ id: await accountId(tx, leg.account), amount: leg.amount });
  }
  // A fixed lock order (by account id) keeps concurrent transfers from deadlocking.
  legs.sort((a, b) => a.id - b.id);
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const leg of legs) {
    try {
      const [row] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
        .where(eq(ledgerAccounts.id, leg.id))
        .returning({ balance: ledgerAccounts.balance });
      entries.push({ transferId: created.id, accountId: leg.id, amount: leg.amount, balanceAfter: row!.balance });
    } catch (error) {
      if (pgCode(error) === PgCode.checkViolation) throw new LedgerError('insufficient-funds');
      throw error;
    }
  }
  await tx.insert(ledgerEntries).values(entries);
  return { transferId: created.id, duplicate: false };
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
