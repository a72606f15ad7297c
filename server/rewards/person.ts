import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { ActivityId } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { HouseAccount, playerBalances } from '../ledger/ledger.ts';
import { takeBack } from './forfeit.ts';
import { ONCE } from './periods.ts';
import { rewardGrants, rewardWagering } from './schema.ts';

/**
 * One welcome and one first-deposit bonus per person, not per account (docs/rewards.md "One per
 * person"). A person is known by the accounts that share a device id, a payout account number or a
 * government ID with this one: the areas holding those (events, wallet, kyc) answer through this hook,
 * which the composition fills (server/wiring.ts), so the rewards engine imports none of them.
 */
export interface PersonHook {
  /** The other accounts that share a device, a payout account or an ID with this player. */
  otherAccounts(db: Executor, userId: number): Promise<number[]>;
}

export const personHook: PersonHook = {
  otherAccounts: () => {
    throw new Error('rewards: person hook not wired (server/wiring.ts wireAreas)');
  },
};

export function wirePersonHook(given: PersonHook): void {
  Object.assign(personHook, given);
}

/** The grants a person gets once, whatever their accounts: the welcome coins and the first-deposit bonus (their natural keys). */
export const ONCE_PER_PERSON = [
  { activityId: ActivityId.SignUpBonus, key: 'welcome', pays: HouseAccount.signupBonus },
  { activityId: ActivityId.FirstDeposit, key: 'first_deposit', pays: HouseAccount.bonusExpense },
] as const;

/** True when another account of this person already has the grant (activity, period once, key). */
export async function personHas(db: Executor, userId: number, activityId: number, key: string): Promise<boolean> {
  const others = await personHook.otherAccounts(db, userId);
  if (others.length === 0) return false;
  const [row] = await db
    .select({ id: rewardGrants.id })
    .from(rewardGrants)
    .where(and(inArray(rewardGrants.userId, others), eq(rewardGrants.activityId, activityId), eq(rewardGrants.period, ONCE), eq(rewardGrants.key, key)))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes back this account's once-per-person bonuses that an account of the same person had first (an
 * earlier grant): an open one's balance (the bonus and what it won), a closed one's amount, never more
 * than the coin there is; each back to the account that paid it (transfer kind `bonus_void`, once per
 * grant), its requirement closed as forfeited. Call it holding the player's row (the withdrawal does,
 * before anything else). Returns the coin taken back (hundredths).
 */
export async function voidRepeatedBonuses(tx: Executor, userId: number, now: number): Promise<number> {
  const others = await personHook.otherAccounts(tx, userId);
  if (others.length === 0) return 0;
  let coin = (await playerBalances(tx, userId)).coin;
  let total = 0;
  for (const rule of ONCE_PER_PERSON) {
    const mine = await tx
      .select({ grantId: rewardGrants.id, wageringId: rewardWagering.id, amount: rewardWagering.amount, balance: rewardWagering.balance, turnoverLeft: rewardWagering.turnoverLeft })
      .from(rewardGrants)
      .innerJoin(rewardWagering, eq(rewardWagering.grantId, rewardGrants.id))
      .where(and(eq(rewardGrants.userId, userId), eq(rewardGrants.activityId, rule.activityId), eq(rewardGrants.period, ONCE), eq(rewardGrants.key, rule.key), isNull(rewardWagering.forfeitedAt)))
      .orderBy(asc(rewardGrants.id))
      .for('update', { of: rewardWagering });
    for (const grant of mine) {
      const [earlier] = await tx
        .select({ id: rewardGrants.id })
        .from(rewardGrants)
        .where(and(inArray(rewardGrants.userId, others), eq(rewardGrants.activityId, rule.activityId), eq(rewardGrants.period, ONCE), eq(rewardGrants.key, rule.key), lt(rewardGrants.id, grant.grantId)))
        .limit(1);
      if (!earlier) continue;
      // Open (a balance held): the bonus and its winnings. Closed: the bonus itself; its winnings were play.
      const owed = grant.balance > 0 || grant.turnoverLeft > 0 ? grant.balance : grant.amount;
      const amount = Math.min(owed, coin);
      // Not `grantId` in the meta: the audit reads that key as the transfer that paid a grant.
      const meta = { voidedGrantId: grant.grantId, earlierGrantId: earlier.id };
      await takeBack(tx, { userId, wageringId: grant.wageringId, amount, kind: 'bonus_void', key: `bonus_void:${grant.grantId}`, house: rule.pays, meta, now });
      coin -= amount;
      total += amount;
    }
  }
  return total;
}
