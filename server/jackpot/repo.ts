import { and, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { ActivityId } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { jackpotChances, jackpotDraws } from './schema.ts';
import { users } from '../db/schema.ts';
import { activitiesRepo } from '../activity/index.ts';
import { HouseAccount, houseBalance } from '../ledger/ledger.ts';
import { NO_CHANCES, type ChanceState } from './rules.ts';

export type JackpotDrawRow = typeof jackpotDraws.$inferSelect;
const TIER = 2;

const chanceColumns = {
  depositCounted: jackpotChances.depositCounted,
  depositGranted: jackpotChances.depositGranted,
  betCounted: jackpotChances.betCounted,
  betGranted: jackpotChances.betGranted,
  spent: jackpotChances.spent,
};

/** Draw chances per player (jackpot_chances). */
export function jackpotChancesRepo(db: Executor) {
  return {
    async get(userId: number, opts: { forUpdate?: boolean } = {}): Promise<ChanceState> {
      const query = db.select(chanceColumns).from(jackpotChances).where(eq(jackpotChances.userId, userId));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? NO_CHANCES;
    },
    /** Adds to the running totals and grants; creates the row on a player's first counted amount. */
    async add(userId: number, add: { deposit?: number; depositGranted?: number; bet?: number; betGranted?: number }, now: Date) {
      const values = {
        userId,
        depositCounted: add.deposit ?? 0,
        depositGranted: add.depositGranted ?? 0,
        betCounted: add.bet ?? 0,
        betGranted: add.betGranted ?? 0,
        updatedAt: now,
      };
      await db
        .insert(jackpotChances)
        .values(values)
        .onConflictDoUpdate({
          target: jackpotChances.userId,
          set: {
            depositCounted: sql`${jackpotChances.depositCounted} + ${values.depositCounted}`,
            depositGranted: sql`${jackpotChances.depositGranted} + ${values.depositGranted}`,
            betCounted: sql`${jackpotChances.betCounted} + ${values.betCounted}`,
            betGranted: sql`${jackpotChances.betGranted} + ${values.betGranted}`,
            updatedAt: now,
          },
        });
    },
    /** Lowers the deposit total and the chances it granted (a reversed deposit, chances.ts); the check constraint keeps spent ≤ granted. */
    async takeBackDeposit(userId: number, take: { deposit: number; depositGranted: number }, now: Date) {
      await db
        .update(jackpotChances)
        .set({
          depositCounted: sql`${jackpotChances.depositCounted} - ${take.deposit}`,
          depositGranted: sql`${jackpotChances.depositGranted} - ${take.depositGranted}`,
          updatedAt: now,
        })
        .where(eq(jackpotChances.userId, userId));
    },
    /** Spends one chance if one is held; false otherwise (the check constraint backs this up). */
    async spendOne(userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(jackpotChances)
        .set({ spent: sql`${jackpotChances.spent} + 1`, updatedAt: now })
        .where(and(eq(jackpotChances.userId, userId), sql`${jackpotChances.spent} < ${jackpotChances.depositGranted} + ${jackpotChances.betGranted}`))
        .returning({ spent: jackpotChances.spent });
      return rows.length === 1;
    },
  };
}

/** Draws (jackpot_draws), the activity switch and the pool's balance. */
export function jackpotDrawsRepo(db: Executor) {
  return {
    async byRequest(userId: number, requestId: string) {
      const [row] = await db
        .select()
        .from(jackpotDraws)
        .where(and(eq(jackpotDraws.userId, userId), eq(jackpotDraws.requestId, requestId)))
        .limit(1);
      return row;
    },
    async insert(values: typeof jackpotDraws.$inferInsert) {
      const [row] = await db.insert(jackpotDraws).values(values).returning();
      return row!;
    },
    async setTransfer(id: number, transferId: number) {
      await db.update(jackpotDraws).set({ transferId }).where(eq(jackpotDraws.id, id));
    },
    async page(userId: number, pageNum: number, pageSize: number) {
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(jackpotDraws)
          .where(eq(jackpotDraws.userId, userId))
          .orderBy(desc(jackpotDraws.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ n: count() }).from(jackpotDraws).where(eq(jackpotDraws.userId, userId)),
      ]);
      return { list, total: total?.n ?? 0 };
    },
    /** The latest tier wins that paid something, with the winner's nickname. */
    recentWinners: (limit: number) =>
      db
        .select({ nickname: users.nickname, propId: jackpotDraws.propId, bonus: jackpotDraws.bonus, time: jackpotDraws.createdAt })
        .from(jackpotDraws)
        .innerJoin(users, eq(users.id, jackpotDraws.userId))
        .where(and(eq(jackpotDraws.type, TIER), gt(jackpotDraws.bonus, 0)))
        .orderBy(desc(jackpotDraws.createdAt), desc(jackpotDraws.id))
        .limit(limit),
    /** Whether activity 47's row is switched on (the period is checked against the rules). */
    activityOn: () => activitiesRepo(db).isOn(ActivityId.LuckyJackpot),
    /** The pool's balance; `forUpdate` holds its row so two draws cannot both pay the same share. */
    poolBalance: (opts: { forUpdate?: boolean } = {}) => houseBalance(db, HouseAccount.jackpotPool, opts),
  };
}

/** Players ranked by tier winnings since a date: biggest total first, the earlier first win breaking ties. */
export function jackpotRankRepo(db: Executor) {
  const tierWinsSince = (since: Date) => and(eq(jackpotDraws.type, TIER), gt(jackpotDraws.bonus, 0), gte(jackpotDraws.createdAt, since));
  // Ranks are numbered over everyone in the period, then the page (or the one player) is cut out.
  const rankedSince = (since: Date) => {
    const ranked = db.$with('ranked').as(
      db
        .select({
          userId: jackpotDraws.userId,
          bonus: sql<string>`sum(${jackpotDraws.bonus})`.as('bonus'),
          // Tier prop ids run Mega 50001 … Mini 50004: the smallest is the biggest tier.
          propId: sql<number>`min(${jackpotDraws.propId})`.as('prop_id'),
          rank: sql<string>`row_number() over (order by sum(${jackpotDraws.bonus}) desc, min(${jackpotDraws.id}))`.as('rank'),
        })
        .from(jackpotDraws)
        .where(tierWinsSince(since))
        .groupBy(jackpotDraws.userId),
    );
    return { ranked, query: db.with(ranked).select({ userId: ranked.userId, bonus: ranked.bonus, propId: ranked.propId, rank: ranked.rank, nickname: users.nickname }).from(ranked).innerJoin(users, eq(users.id, ranked.userId)) };
  };
  // sum() and row_number() arrive as strings from PostgreSQL drivers.
  const plain = (row: { userId: number; bonus: string; propId: number; rank: string; nickname: string }) => ({
    userId: row.userId,
    bonus: Number(row.bonus),
    propId: Number(row.propId),
    rank: Number(row.rank),
    nickname: row.nickname,
  });
  return {
    async page(since: Date, pageNum: number, pageSize: number) {
      const { ranked, query } = rankedSince(since);
      const rows = await query.orderBy(ranked.rank).limit(pageSize).offset((pageNum - 1) * pageSize);
      return rows.map(plain);
    },
    async total(since: Date) {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${jackpotDraws.userId})::int` })
        .from(jackpotDraws)
        .where(tierWinsSince(since));
      return row?.n ?? 0;
    },
    async of(since: Date, userId: number) {
      const { ranked, query } = rankedSince(since);
      const [row] = await query.where(eq(ranked.userId, userId));
      return row ? plain(row) : undefined;
    },
  };
}
