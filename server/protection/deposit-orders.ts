import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { periodBounds, type LimitPeriod } from './periods.ts';
import { protectionRepo } from './repo.ts';
import { sources } from './wiring.ts';

/**
 * Deposit orders do not outlive an exclusion or a limit (issue 26, docs/protection.md "Deposit orders"):
 * - when a time-out, a self- or operator exclusion, or a new or lower deposit limit takes effect, the
 *   player's pending orders are cancelled in that same transaction (`cancelDepositOrders`), and after
 *   the commit their checkouts are closed at the provider (`closeCancelledCheckouts`);
 * - a payment that arrives anyway is asked about at settlement (`depositRefusal`, wallet's settle.ts,
 *   under the player's row): refused, it is held for a refund, never the player's coin.
 */

/** Why a paid order was refused at settlement: the ledger's hold and the console say it. */
export type DepositRefusal = 'order_cancelled' | 'timeout' | 'self_exclusion' | 'operator_exclusion' | 'deposit_limit';

/**
 * Cancels the player's pending orders (the caller holds the player's row, as exclude and the limits do),
 * recording a protection event when there were some. Answers their numbers for closeCancelledCheckouts.
 */
export async function cancelDepositOrders(tx: Executor, userId: number, actor: string, why: string, now: number): Promise<string[]> {
  const orderNos = await sources.cancelPendingDeposits(tx, userId, now);
  if (orderNos.length > 0) await protectionRepo(tx).recordEvent({ userId, action: 'deposits_cancelled', actor, detail: { orders: orderNos, why }, at: now });
  return orderNos;
}

/** After the commit that cancelled them: their checkouts closed at the provider (logged, never thrown). */
export async function closeCancelledCheckouts(deps: Pick<ServerDeps, 'db' | 'payments'>, orderNos: readonly string[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  if (orderNos.length > 0) await sources.closeCheckouts(deps, orderNos, log);
}

/**
 * Whether a paid order may become the player's coin, asked at settlement under the player's row (read
 * only). Refused: a cancelled order; a player in a time-out or exclusion now; or a deposit limit in force
 * now that the order would pass, counting the orders *paid* in the limit's period that holds the order's
 * creation (`paid + amount > limit`), so what was credited never exceeds a limit whatever the order in
 * which payments arrive (an expired order paid in time after a newer one, say).
 */
export async function depositRefusal(
  tx: Executor,
  userId: number,
  order: { amount: number; createdAt: Date; cancelled?: boolean },
  now: number,
): Promise<DepositRefusal | null> {
  if (order.cancelled) return 'order_cancelled';
  const repo = protectionRepo(tx);
  const exclusion = await repo.activeExclusion(userId, now);
  if (exclusion) return exclusion.kind === 'operator' ? 'operator_exclusion' : (exclusion.kind as 'timeout' | 'self_exclusion');
  const limits = (await repo.limits(userId)).filter((row) => row.kind === 'deposit');
  for (const row of limits) {
    const { start, end } = periodBounds(row.period as LimitPeriod, order.createdAt.getTime());
    const paid = await sources.paidDeposits(tx, userId, new Date(start), new Date(end));
    if (paid + order.amount > row.amount) return 'deposit_limit';
  }
  return null;
}

/** The held deposit in the player's protection history (compliance reads it beside the console's refunds list). */
export function recordDepositHeld(tx: Executor, userId: number, detail: { orderNo: string; amount: number; reason: DepositRefusal }, now: number) {
  return protectionRepo(tx).recordEvent({ userId, action: 'deposit_held', actor: 'system', detail, at: now });
}
