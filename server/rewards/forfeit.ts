import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { HouseAccount, playerBalances, transfer, type HouseAccountKind } from '../ledger/ledger.ts';
import { users } from '../db/schema.ts';
import { rewardGrants, rewardWagering } from './schema.ts';
import { inPlayRequirement, openRequirement } from './wagering.ts';

/**
 * A withdrawal while a bonus is in play gives the bonus up (docs/rewards.md "Wagering"): each in-play
 * requirement's balance (one still waiting for its qualifying deposit stays) — the bonus and what it won — goes back to the bonus account it came from, and
 * the requirement closes as forfeited. The player's cash is untouched. Call it in the withdrawal's
 * transaction, holding the player's row, after the player confirmed (exchange `forfeitBonus`).
 * Returns the coin taken back (hundredths).
 */
export async function forfeitBonuses(tx: Executor, userId: number, now: number): Promise<number> {
  return takeBackEach(tx, userId, and(eq(rewardWagering.userId, userId), isNull(rewardWagering.forfeitedAt), inPlayRequirement), 'bonus_forfeit', {}, now);
}

/**
 * A deposit refunded or charged back takes back the bonus it brought (docs/rewards.md "A reversed
 * deposit"): every open requirement granted for that order (the first-deposit bonus, a coupon's bonus;
 * their grants carry the order number) gives its balance — the bonus and what it won — back to the
 * account that paid it, before the reversal takes its amount out of the coin, and closes as forfeited.
 * A bonus whose turnover was already met is cash by then and stays. In the reversal's transaction,
 * holding the player's row. Returns the coin taken back (hundredths).
 */
export async function forfeitOrderBonuses(tx: Executor, userId: number, orderNo: string, now: number): Promise<number> {
  const ofOrder = sql`${rewardWagering.grantId} IN (SELECT ${rewardGrants.id} FROM ${rewardGrants} WHERE ${rewardGrants.userId} = ${userId} AND ${rewardGrants.meta}->>'orderNo' = ${orderNo})`;
  return takeBackEach(tx, userId, and(eq(rewardWagering.userId, userId), isNull(rewardWagering.forfeitedAt), openRequirement, ofOrder), 'bonus_reversed', { orderNo }, now);
}

/**
 * Each requirement `which` picks (oldest first, locked), its balance back to the bonus account: one keyed
 * `<kind>:<id>` transfer each, never more than the coin there is (a balance is never above it; this only
 * guards the books). Returns the coin taken back.
 */
async function takeBackEach(tx: Executor, userId: number, which: SQL | undefined, kind: 'bonus_forfeit' | 'bonus_reversed', meta: Record<string, unknown>, now: number): Promise<number> {
  const open = await tx
    .select({ id: rewardWagering.id, balance: rewardWagering.balance })
    .from(rewardWagering)
    .innerJoin(users, eq(users.id, rewardWagering.userId))
    .where(which)
    .orderBy(asc(rewardWagering.id))
    .for('update', { of: rewardWagering });
  let coin = (await playerBalances(tx, userId)).coin;
  let total = 0;
  for (const row of open) {
    const amount = Math.min(row.balance, coin);
    await takeBack(tx, { userId, wageringId: row.id, amount, kind, key: `${kind}:${row.id}`, house: HouseAccount.bonusExpense, meta: { wageringId: row.id, ...meta }, now });
    coin -= amount;
    total += amount;
  }
  return total;
}

/**
 * Takes `amount` of a requirement's bonus coin back from the player to the house account that paid it
 * (one transfer, keyed, none for 0) and closes the requirement as forfeited with that amount: what a
 * forfeit (here) and a bonus voided as one per person's second (person.ts) both do.
 */
export async function takeBack(
  tx: Executor,
  p: { userId: number; wageringId: number; amount: number; kind: string; key: string; house: HouseAccountKind; meta: Record<string, unknown>; now: number },
): Promise<void> {
  if (p.amount > 0) {
    await transfer(tx, {
      kind: p.kind,
      idempotencyKey: p.key,
      legs: [
        { account: { ownerId: p.userId, kind: 'coin' }, amount: -p.amount },
        { account: { house: p.house }, amount: p.amount },
      ],
      meta: p.meta,
    });
  }
  await tx
    .update(rewardWagering)
    .set({ balance: 0, turnoverLeft: 0, needsDeposit: false, forfeited: p.amount, forfeitedAt: new Date(p.now) })
    .where(eq(rewardWagering.id, p.wageringId));
}
