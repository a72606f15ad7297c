import { and, asc, eq } from 'drizzle-orm';
import { ActivityId, Errcode, type DiamondAddup } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { claimReward, grantedKey, grantedKeys, ONCE } from '../rewards/index.ts';
import { diamondsSpent } from './items.ts';
import { diamondAddupAwards } from './schema.ts';

/** The natural key of an add-up award's grant: once per player and award, for ever (`ONCE`). */
const SOURCE = { activityId: ActivityId.DiamondMall, period: ONCE, reason: 'diamond_addup' } as const;
const keyOf = (id: number) => `addup:${id}`;

const activeAwards = (db: Executor) => db.select().from(diamondAddupAwards).where(eq(diamondAddupAwards.active, true)).orderBy(asc(diamondAddupAwards.threshold), asc(diamondAddupAwards.id));

/** The awards with this player's state of each: locked below its threshold, claimable, or claimed. */
export async function addupAwards(db: Executor, userId: number, spent: number): Promise<DiamondAddup[]> {
  const awards = await activeAwards(db);
  if (awards.length === 0) return [];
  const claimed = await grantedKeys(db, userId, ActivityId.DiamondMall, [ONCE]);
  return awards.map((award) => ({
    id: award.id,
    threshold: award.threshold,
    items: award.items,
    state: claimed.has(grantedKey(ONCE, keyOf(award.id))) ? 'claimed' : spent >= award.threshold ? 'claimable' : 'locked',
  }));
}

/** An add-up award can be claimed now (the `diamondMall` red dot). */
export async function addupWaiting(db: Executor, userId: number): Promise<boolean> {
  const spent = await diamondsSpent(db, userId);
  if (spent === 0) return false;
  return (await addupAwards(db, userId, spent)).some((award) => award.state === 'claimable');
}

/**
 * Claims an award through the rewards engine, under the player's lock (so the spent total cannot
 * change under it): 9110 no such award, 9111 below its threshold, 5002 claimed before (the grant's
 * natural key), 5004 protected, 5003 no top-up yet (its coin is a free bonus, spec §5).
 */
export async function claimAddup(db: Db, userId: number, id: number, now: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [award] = await tx.select().from(diamondAddupAwards).where(and(eq(diamondAddupAwards.id, id), eq(diamondAddupAwards.active, true)));
    if (!award) throw new ApiError(Errcode.diamondAddupNotFound, { field: 'id' });
    const spent = await diamondsSpent(tx, userId);
    if (spent < award.threshold) throw new ApiError(Errcode.diamondAddupNotReached, { params: { spent, threshold: award.threshold } });
    await claimReward(tx, { userId, source: SOURCE, key: keyOf(award.id), items: award.items, wagering: 1, meta: { threshold: award.threshold, spent }, now });
    const balances = await playerBalances(tx, userId);
    return { items: award.items, diamonds: balances.diamond, coin: balances.coin };
  });
}
