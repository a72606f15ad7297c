import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Errcode, type AppConfig } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { manilaTime } from './card-hold.ts';
import { depositOrders, depositReversals } from './schema.ts';

/**
 * What keeps money from leaving by withdrawal (issue 26, docs/payments.md "Refunds, chargebacks and card
 * money"), checked by exchange under the player's row and answered by getExchange:
 * - a **hold**: the player has an open dispute, or a refund or lost dispute left a debt finance has not
 *   settled. It is not a flag anyone sets: it is read from the reversals themselves (reversals.ts), so it
 *   starts with the refund or dispute and ends when the dispute is won or finance settles the debt;
 * - **uncleared card money**: deposits paid by card (PayMongo `source.type` card) in the last
 *   `withdrawConfig.cardClearingDays` (7 by default) may not leave by e-wallet or bank yet, since a card
 *   payment can still be charged back. Simple on purpose: their sum, minus nothing (not what was played or
 *   refunded since); withdrawable cash = coin − locked bonus − uncleared card deposits, never below 0.
 */

/** Payment methods whose money clears before it leaves (PayMongo's `source.type` of a card payment). */
export const CARD_METHODS = ['card'] as const;
const DAY_MS = 86_400_000;

/** The rows that hold a player's withdrawals: open disputes and unsettled debts. */
const holding = sql`((${depositReversals.kind} = 'dispute' AND ${depositReversals.status} = 'open') OR (${depositReversals.debt} > 0 AND ${depositReversals.debtSettledAt} IS NULL))`;

export interface WalletHold {
  held: boolean;
  openDisputes: number;
  /** Hundredths the player owes (open disputes' uncovered part included). */
  debt: number;
}

export async function walletHold(db: Executor, userId: number): Promise<WalletHold> {
  const [row] = await db
    .select({
      disputes: sql<string>`count(*) FILTER (WHERE ${depositReversals.kind} = 'dispute' AND ${depositReversals.status} = 'open')`,
      debt: sql<string>`coalesce(sum(${depositReversals.debt}) FILTER (WHERE ${depositReversals.debtSettledAt} IS NULL), 0)`,
      rows: sql<string>`count(*)`,
    })
    .from(depositReversals)
    .where(and(eq(depositReversals.userId, userId), holding));
  const openDisputes = Number(row?.disputes ?? 0);
  return { held: Number(row?.rows ?? 0) > 0, openDisputes, debt: Number(row?.debt ?? 0) };
}

/** exchange, under the player's row: 2011 while withdrawals are held. */
export async function assertNotHeld(tx: Executor, userId: number): Promise<void> {
  if ((await walletHold(tx, userId)).held) throw new ApiError(Errcode.withdrawalsOnHold, { field: 'amount' });
}

export interface UnclearedCard {
  /** Hundredths of card deposits not cleared yet. */
  amount: number;
  /** When (ms) the last of them clears; null when there is none. */
  clearsAt: number | null;
}

export async function unclearedCard(db: Executor, userId: number, config: AppConfig, now: number): Promise<UnclearedCard> {
  const days = config.withdrawConfig.cardClearingDays;
  if (days <= 0) return { amount: 0, clearsAt: null };
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)`,
      last: sql<string | null>`(extract(epoch FROM max(${depositOrders.settledAt})) * 1000)::bigint`,
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        eq(depositOrders.status, 'paid'),
        inArray(depositOrders.paymentMethod, [...CARD_METHODS]),
        gt(depositOrders.settledAt, new Date(now - days * DAY_MS)),
      ),
    );
  const amount = Number(row?.sum ?? 0);
  return { amount, clearsAt: amount > 0 && row?.last != null ? Number(row.last) + days * DAY_MS : null };
}

/**
 * exchange, under the player's row, after the bonus check: the amount may reach into the cash (`cash`:
 * coin − locked bonus) only as far as it is not uncleared card money; else 2010, naming what is uncleared,
 * what may leave now and when it has all cleared (Manila time).
 */
export async function assertCardCleared(tx: Executor, userId: number, amount: number, cash: number, config: AppConfig, now: number): Promise<void> {
  const card = await unclearedCard(tx, userId, config, now);
  const free = Math.max(0, cash - card.amount);
  if (amount <= free || card.clearsAt === null) return;
  throw new ApiError(Errcode.cardDepositUncleared, { field: 'amount', params: { amount: card.amount / 100, withdrawable: free / 100, at: manilaTime(card.clearsAt) } });
}

/** A player's reversals, newest first (the console's player view and tests). */
export function reversalsOf(db: Executor, userId: number, limit = 50) {
  return db.select().from(depositReversals).where(eq(depositReversals.userId, userId)).orderBy(desc(depositReversals.id)).limit(limit);
}
