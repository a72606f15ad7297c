import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, playerBalances, transfer, type HouseAccountKind, type Leg } from '../ledger/ledger.ts';
import { forfeitOrderBonuses } from '../rewards/index.ts';
import type { DepositOrderRow } from './deposits-repo.ts';
import { depositHooks } from './deposit-hooks.ts';
import { depositOrders, depositReversals } from './schema.ts';

/**
 * Money that comes back out of a paid deposit (issue 26, docs/payments.md "Refunds, chargebacks and card
 * money"). A refund the provider reports, or a chargeback (dispute) finance records, takes its amount out
 * of the player's coin under the player's row, as much as there is; the rest is the player's debt. A
 * refund's money goes to deposit clearing (where the deposit came from); a dispute's is frozen in
 * `house:disputes_held` until it is won (back to the coin, the debt cancelled) or lost (to deposit clearing).
 * An open dispute or an unsettled debt holds the player's withdrawals (holds.ts) until finance settles the
 * debt: collected from the coin there is then, the rest written off. A refund, or a dispute lost, also
 * undoes what the deposit earned (undoEarnings: total_recharge, jackpot chances not spent). Each step
 * once: a reversal is one row per provider reference, each transfer keyed by the row, a dispute's outcome
 * moves only from `open`.
 */

export type ReversalRow = typeof depositReversals.$inferSelect;
export type ReversalKind = 'refund' | 'dispute';
export type ReverseOutcome = 'refund-applied' | 'dispute-opened' | 'duplicate' | 'unknown-payment' | 'not-credited' | 'held-deposit' | 'exceeds-deposit';

const lockPlayer = (tx: Executor, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
const coinLeg = (userId: number, amount: number): Leg[] => (amount === 0 ? [] : [{ account: { ownerId: userId, kind: 'coin' }, amount }]);
const houseLeg = (house: HouseAccountKind, amount: number): Leg[] => (amount === 0 ? [] : [{ account: { house }, amount }]);

/**
 * What a deposit earned, undone when its money has come back out for good (a refund, a dispute lost;
 * docs/payments.md "Refunds, chargebacks and card money"): `total_recharge` falls by the amount (never
 * below 0), so "has deposited" and a bonus's qualifying deposit count it no more, and the jackpot takes
 * back the chances it earned that are not spent. Under the player's row, in the reversal's transaction.
 * A dispute opened takes none of this (it may be won); one won restores nothing, as nothing was taken.
 */
async function undoEarnings(tx: Executor, order: Pick<DepositOrderRow, 'userId' | 'settledAt'>, amount: number, now: number) {
  await tx
    .update(users)
    .set({ totalRecharge: sql`greatest(${users.totalRecharge} - ${amount}, 0)` })
    .where(eq(users.id, order.userId));
  // A paid order always has its settlement time; the credit's time is what the jackpot's period is judged by.
  await depositHooks.takeBackJackpotChances(tx, order.userId, amount, (order.settledAt ?? new Date(now)).getTime(), now);
}

/** What of a paid order has come back out already: its refunds and its disputes not won. */
async function reversedOf(tx: Executor, orderNo: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${depositReversals.amount}), 0)` })
    .from(depositReversals)
    .where(and(eq(depositReversals.orderNo, orderNo), ne(depositReversals.status, 'won')));
  return Number(row?.sum ?? 0);
}

interface Reverse {
  kind: ReversalKind;
  providerRef: string;
  amount: number;
  note: string;
  /** `provider` or `operator:<name>`. */
  openedBy: string;
  now: number;
}

/**
 * A refund or a dispute opening, in the caller's transaction: the player's row first (as every movement of
 * their money), then once per provider reference, only for a paid (credited) order and within what it
 * brought; the amount out of the coin, as much as there is, the rest the player's debt.
 */
async function reverse(tx: Executor, order: DepositOrderRow | undefined, input: Reverse): Promise<{ outcome: ReverseOutcome; row?: ReversalRow }> {
  if (!order) return { outcome: 'unknown-payment' };
  await lockPlayer(tx, order.userId);
  const ref = and(eq(depositReversals.provider, order.provider), eq(depositReversals.kind, input.kind), eq(depositReversals.providerRef, input.providerRef));
  const [seen] = await tx.select().from(depositReversals).where(ref);
  if (seen) return { outcome: 'duplicate', row: seen };
  // Held for a refund by player protection (refunds.ts): never the player's coin; finance marks it refunded there.
  if (order.status === 'refund_due' || order.status === 'refunded') return { outcome: 'held-deposit' };
  if (order.status !== 'paid') return { outcome: 'not-credited' };
  if ((await reversedOf(tx, order.orderNo)) + input.amount > order.amount) return { outcome: 'exceeds-deposit' };
  const refund = input.kind === 'refund';
  // A refund is final: what the deposit earned goes now (the player's row, then jackpot_chances, then the ledger).
  if (refund) await undoEarnings(tx, order, input.amount, input.now);
  // The bonus this deposit brought goes first: it was never the player's (docs/rewards.md "A reversed deposit").
  const bonusTaken = await forfeitOrderBonuses(tx, order.userId, order.orderNo, input.now);
  const { coin } = await playerBalances(tx, order.userId);
  const taken = Math.min(coin, input.amount);
  const debt = input.amount - taken;
  const [row] = await tx
    .insert(depositReversals)
    .values({
      kind: input.kind,
      provider: order.provider,
      providerRef: input.providerRef,
      orderNo: order.orderNo,
      userId: order.userId,
      amount: input.amount,
      taken,
      debt,
      status: refund ? 'refunded' : 'open',
      note: input.note,
      openedBy: input.openedBy,
      createdAt: new Date(input.now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { outcome: 'duplicate' };
  const kind = refund ? 'deposit_refund' : 'dispute_hold';
  await transfer(tx, {
    kind,
    idempotencyKey: `${kind}:${row.id}`,
    legs: [...coinLeg(order.userId, -taken), ...houseLeg(HouseAccount.playerDebts, -debt), { account: { house: refund ? HouseAccount.depositClearing : HouseAccount.disputesHeld }, amount: input.amount }],
    shardKey: order.userId,
    meta: { reversalId: row.id, orderNo: order.orderNo, userId: order.userId, provider: order.provider, providerRef: input.providerRef, taken, debt, bonusTaken },
  });
  return { outcome: refund ? 'refund-applied' : 'dispute-opened', row };
}

/** A succeeded refund the provider reported, of its payment (our order's provider_order_id), in the event's transaction. */
export async function applyRefund(tx: Executor, provider: string, refund: { id: string; paymentId: string; amount: number }, now: number) {
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.provider, provider), eq(depositOrders.providerOrderId, refund.paymentId)))
    .limit(1);
  return reverse(tx, order, { kind: 'refund', providerRef: refund.id, amount: refund.amount, note: '', openedBy: 'provider', now });
}

/** Which of these refund ids (the provider's) are recorded already: the refund reconciliation asks only about the others. */
export async function recordedRefunds(db: Executor, provider: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ ref: depositReversals.providerRef })
    .from(depositReversals)
    .where(and(eq(depositReversals.provider, provider), eq(depositReversals.kind, 'refund'), inArray(depositReversals.providerRef, [...ids])));
  return new Set(rows.map((row) => row.ref));
}

/** A chargeback on a paid order, as finance records it from the provider's notice; `onDone` (the audit) in its transaction. */
export function openDispute(
  db: Db,
  input: { orderNo: string; disputeRef: string; amount: number; note: string; operator: string; now: number },
  onDone?: (tx: Executor, row: ReversalRow) => Promise<void>,
): Promise<{ outcome: ReverseOutcome; row?: ReversalRow }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, input.orderNo)).limit(1);
    const result = await reverse(tx, order, { kind: 'dispute', providerRef: input.disputeRef, amount: input.amount, note: input.note, openedBy: `operator:${input.operator}`, now: input.now });
    if (result.outcome === 'dispute-opened' && result.row) await onDone?.(tx, result.row);
    return result;
  });
}

/**
 * A dispute's outcome, once (only an open one moves): won, its frozen coin back to the player and its debt
 * cancelled; lost, the held amount out to deposit clearing (the provider gave it back to the cardholder).
 * Undefined when there is no such open dispute.
 */
export function resolveDispute(
  db: Db,
  input: { id: number; outcome: 'won' | 'lost'; note: string; operator: string; now: number },
  onDone?: (tx: Executor, row: ReversalRow) => Promise<void>,
): Promise<ReversalRow | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(depositReversals).where(and(eq(depositReversals.id, input.id), eq(depositReversals.kind, 'dispute')));
    if (!found) return undefined;
    await lockPlayer(tx, found.userId);
    const at = new Date(input.now);
    const by = `operator:${input.operator}`;
    const cancelDebt = input.outcome === 'won' && found.debt > 0 ? { debtSettledAt: at, debtSettledBy: by } : {};
    const [row] = await tx
      .update(depositReversals)
      .set({ status: input.outcome, resolvedAt: at, resolvedBy: by, ...cancelDebt })
      .where(and(eq(depositReversals.id, found.id), eq(depositReversals.status, 'open')))
      .returning();
    if (!row) return undefined;
    const won = input.outcome === 'won';
    if (!won) {
      const [order] = await tx.select({ userId: depositOrders.userId, settledAt: depositOrders.settledAt }).from(depositOrders).where(eq(depositOrders.orderNo, row.orderNo)).limit(1);
      await undoEarnings(tx, { userId: row.userId, settledAt: order?.settledAt ?? null }, row.amount, input.now);
    }
    await transfer(tx, {
      kind: won ? 'dispute_released' : 'dispute_lost',
      idempotencyKey: `${won ? 'dispute_released' : 'dispute_lost'}:${row.id}`,
      legs: [
        { account: { house: HouseAccount.disputesHeld }, amount: -row.amount },
        ...(won ? [...coinLeg(row.userId, row.taken), ...houseLeg(HouseAccount.playerDebts, row.debt)] : [{ account: { house: HouseAccount.depositClearing }, amount: row.amount }]),
      ],
      shardKey: row.userId,
      meta: { reversalId: row.id, orderNo: row.orderNo, userId: row.userId, operator: input.operator, note: input.note },
    });
    await onDone?.(tx, row);
    return row;
  });
}

export interface SettledDebt {
  reversalId: number;
  debt: number;
  collected: number;
  writtenOff: number;
}

/**
 * Finance resolves a player's hold: every unsettled debt (of refunds and of disputes no longer open), oldest
 * first, collected from the coin the player has now and the rest written off, once each. An open dispute
 * is not settled here (its outcome decides it). Empty when there is nothing to settle.
 */
export function settleDebts(
  db: Db,
  input: { userId: number; note: string; operator: string; now: number },
  onDone?: (tx: Executor, settled: SettledDebt[]) => Promise<void>,
): Promise<SettledDebt[]> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, input.userId);
    const open = await tx
      .select()
      .from(depositReversals)
      .where(and(eq(depositReversals.userId, input.userId), sql`${depositReversals.debt} > 0 AND ${depositReversals.debtSettledAt} IS NULL AND ${depositReversals.status} <> 'open'`))
      .orderBy(depositReversals.id);
    let { coin } = await playerBalances(tx, input.userId);
    const settled: SettledDebt[] = [];
    for (const row of open) {
      const collected = Math.min(coin, row.debt);
      coin -= collected;
      const [done] = await tx
        .update(depositReversals)
        .set({ debtSettledAt: new Date(input.now), debtSettledBy: `operator:${input.operator}`, debtCollected: collected })
        .where(and(eq(depositReversals.id, row.id), sql`${depositReversals.debtSettledAt} IS NULL`))
        .returning({ id: depositReversals.id });
      if (!done) continue;
      await transfer(tx, {
        kind: 'debt_settled',
        idempotencyKey: `debt_settled:${row.id}`,
        legs: [...coinLeg(row.userId, -collected), { account: { house: HouseAccount.playerDebts }, amount: row.debt }, ...houseLeg(HouseAccount.debtsWrittenOff, collected - row.debt)],
        shardKey: row.userId,
        meta: { reversalId: row.id, orderNo: row.orderNo, userId: row.userId, collected, writtenOff: row.debt - collected, operator: input.operator, note: input.note },
      });
      settled.push({ reversalId: row.id, debt: row.debt, collected, writtenOff: row.debt - collected });
    }
    if (settled.length > 0) await onDone?.(tx, settled);
    return settled;
  });
}
