import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { protectionEvents, protectionExclusions, protectionLimits, protectionPlayDays, protectionPlayState } from './schema.ts';
import { users } from '../db/schema.ts';

export type LimitRow = typeof protectionLimits.$inferSelect;
export type ExclusionRow = typeof protectionExclusions.$inferSelect;
export type PlayStateRow = typeof protectionPlayState.$inferSelect;

/** The player's row, locked: every change of money, stakes or limits of one player queues here (docs/money.md). */
export async function lockPlayer(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function protectionRepo(db: Executor) {
  return {
    limits: (userId: number) => db.select().from(protectionLimits).where(eq(protectionLimits.userId, userId)).orderBy(protectionLimits.id),
    async limit(userId: number, kind: string, period: string) {
      const [row] = await db
        .select()
        .from(protectionLimits)
        .where(and(eq(protectionLimits.userId, userId), eq(protectionLimits.kind, kind), eq(protectionLimits.period, period)));
      return row;
    },
    insertLimit: (values: typeof protectionLimits.$inferInsert) => db.insert(protectionLimits).values(values),
    updateLimit: (id: number, values: Partial<typeof protectionLimits.$inferInsert>) => db.update(protectionLimits).set(values).where(eq(protectionLimits.id, id)),
    deleteLimit: (id: number) => db.delete(protectionLimits).where(eq(protectionLimits.id, id)),

    /** The exclusion in force at `now` that ends last, if any. */
    async activeExclusion(userId: number, now: number): Promise<ExclusionRow | undefined> {
      const at = new Date(now);
      const [row] = await db
        .select()
        .from(protectionExclusions)
        .where(and(eq(protectionExclusions.userId, userId), lte(protectionExclusions.startsAt, at), gt(protectionExclusions.endsAt, at)))
        .orderBy(sql`${protectionExclusions.endsAt} DESC`)
        .limit(1);
      return row;
    },
    /** Every exclusion in force at `now`, the one ending last first. */
    activeExclusions(userId: number, now: number): Promise<ExclusionRow[]> {
      const at = new Date(now);
      return db
        .select()
        .from(protectionExclusions)
        .where(and(eq(protectionExclusions.userId, userId), lte(protectionExclusions.startsAt, at), gt(protectionExclusions.endsAt, at)))
        .orderBy(sql`${protectionExclusions.endsAt} DESC`, protectionExclusions.id);
    },
    insertExclusion: (values: typeof protectionExclusions.$inferInsert) => db.insert(protectionExclusions).values(values).returning(),
    updateExclusion: (id: number, values: Pick<Partial<typeof protectionExclusions.$inferInsert>, 'endsAt' | 'endFrom'>) =>
      db.update(protectionExclusions).set(values).where(eq(protectionExclusions.id, id)),

    /** Sums of protection_play_days over Manila days [from, to] (inclusive keys). */
    async playBetween(userId: number, from: string, to: string) {
      const [row] = await db
        .select({
          staked: sql<string>`COALESCE(SUM(${protectionPlayDays.staked}), 0)`,
          won: sql<string>`COALESCE(SUM(${protectionPlayDays.won}), 0)`,
          seconds: sql<string>`COALESCE(SUM(${protectionPlayDays.playSeconds}), 0)`,
        })
        .from(protectionPlayDays)
        .where(and(eq(protectionPlayDays.userId, userId), gte(protectionPlayDays.day, from), lte(protectionPlayDays.day, to)));
      return { staked: Number(row?.staked ?? 0), won: Number(row?.won ?? 0), seconds: Number(row?.seconds ?? 0) };
    },
    addPlay: (userId: number, day: string, add: { staked: number; won: number; seconds: number }) =>
      db
        .insert(protectionPlayDays)
        .values({ userId, day, staked: add.staked, won: add.won, playSeconds: add.seconds })
        .onConflictDoUpdate({
          target: [protectionPlayDays.userId, protectionPlayDays.day],
          set: {
            staked: sql`${protectionPlayDays.staked} + ${add.staked}`,
            won: sql`${protectionPlayDays.won} + ${add.won}`,
            playSeconds: sql`${protectionPlayDays.playSeconds} + ${add.seconds}`,
          },
        }),

    async playState(userId: number): Promise<PlayStateRow | undefined> {
      const [row] = await db.select().from(protectionPlayState).where(eq(protectionPlayState.userId, userId));
      return row;
    },
    savePlayState: (row: PlayStateRow) => {
      const { userId: _key, ...rest } = row;
      return db.insert(protectionPlayState).values(row).onConflictDoUpdate({ target: protectionPlayState.userId, set: rest });
    },

    recordEvent: (values: { userId: number; action: string; actor: string; detail: Record<string, unknown>; at: number }) =>
      db.insert(protectionEvents).values({ userId: values.userId, action: values.action, actor: values.actor, detail: values.detail, createdAt: new Date(values.at) }),
    events: (userId: number, limit: number) =>
      db.select().from(protectionEvents).where(eq(protectionEvents.userId, userId)).orderBy(sql`${protectionEvents.id} DESC`).limit(limit),
  };
}
