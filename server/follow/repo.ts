import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { followChannels, followClaims, followCodes, followMisses } from './schema.ts';

/** Follow's tables (docs/follow.md): channels, codes, claims and wrong guesses. */
export type FollowChannelRow = typeof followChannels.$inferSelect;
export type FollowCodeRow = typeof followCodes.$inferSelect;

/** The advisory lock key of the channel list ('FL' and the activity's id, 78). */
const FOLLOW_CHANNELS_LOCK = 0x464c_0078;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function followRepo(db: Executor) {
  return {
    channels: () => db.select().from(followChannels).orderBy(asc(followChannels.sort), asc(followChannels.id)),

    /**
     * Held by a channel-list save until it commits (the activity's id, 78, in its own namespace): two
     * admins saving at once take turns, and the second checks its ids against the first one's list.
     */
    lockChannels: async () => {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${FOLLOW_CHANNELS_LOCK})`);
    },

    async updateChannel(id: number, values: { name: string; url: string; icon: string; sort: number }): Promise<void> {
      await db.update(followChannels).set(values).where(eq(followChannels.id, id));
    },

    async insertChannel(values: { name: string; url: string; icon: string; sort: number }): Promise<void> {
      await db.insert(followChannels).values(values);
    },

    /**
     * Channels removed; the codes published on them count for any channel from now on (channel_id NULL).
     * Deleted first: the delete waits for a code being published on one (channelExists' share lock), so
     * the update, a later statement, sees that code committed and unlinks it too.
     */
    async removeChannels(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(followChannels).where(inArray(followChannels.id, ids));
      await db.update(followCodes).set({ channelId: null }).where(inArray(followCodes.channelId, ids));
    },

    /** FOR SHARE: a save removing the channel waits for the code being published on it (and then unlinks it). */
    async channelExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: followChannels.id }).from(followChannels).where(eq(followChannels.id, id)).for('share');
      return row !== undefined;
    },

    async codeById(id: number, opts: { lock?: boolean } = {}): Promise<FollowCodeRow | undefined> {
      const query = db.select().from(followCodes).where(eq(followCodes.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    async codeByText(code: string): Promise<FollowCodeRow | undefined> {
      const [row] = await db.select().from(followCodes).where(eq(followCodes.code, code));
      return row;
    },

    /** A new code, or undefined when the text is taken (the unique index decides, also between two admins at once). */
    async insertCode(values: typeof followCodes.$inferInsert): Promise<FollowCodeRow | undefined> {
      const [row] = await db.insert(followCodes).values(values).onConflictDoNothing().returning();
      return row;
    },

    async withdraw(id: number): Promise<FollowCodeRow> {
      const [row] = await db.update(followCodes).set({ withdrawn: true }).where(eq(followCodes.id, id)).returning();
      return row!;
    },

    async codesPage(pageNum: number, pageSize: number): Promise<{ list: FollowCodeRow[]; total: number }> {
      const list = await db
        .select()
        .from(followCodes)
        .orderBy(desc(followCodes.createdAt), desc(followCodes.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(followCodes);
      return { list, total: n };
    },

    async claimTotals(ids: number[]): Promise<Map<number, { claims: number; paid: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ codeId: followClaims.codeId, claims: sql<number>`count(*)::int`, paid: sql<string>`coalesce(sum(${followClaims.amount}), 0)::text` })
        .from(followClaims)
        .where(inArray(followClaims.codeId, ids))
        .groupBy(followClaims.codeId);
      return new Map(rows.map((r) => [r.codeId, { claims: r.claims, paid: Number(r.paid) }]));
    },

    async claimOf(codeId: number, userId: number) {
      const [row] = await db.select().from(followClaims).where(and(eq(followClaims.codeId, codeId), eq(followClaims.userId, userId)));
      return row;
    },

    async insertClaim(values: typeof followClaims.$inferInsert): Promise<void> {
      await db.insert(followClaims).values(values);
    },

    async claimsOf(userId: number, limit = 20): Promise<{ code: string; amount: number; claimedAt: Date }[]> {
      return rowsOf<{ code: string; amount: string; claimed_at: string | Date }>(
        await db.execute(sql`SELECT c.code, f.amount::text AS amount, f.claimed_at FROM follow_claims f JOIN follow_codes c ON c.id = f.code_id
                             WHERE f.user_id = ${userId} ORDER BY f.claimed_at DESC, f.code_id DESC LIMIT ${limit}`),
      ).map((r) => ({ code: r.code, amount: Number(r.amount), claimedAt: new Date(r.claimed_at) }));
    },

    async missesSince(userId: number, since: Date): Promise<number> {
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(followMisses)
        .where(and(eq(followMisses.userId, userId), gte(followMisses.at, since)));
      return n;
    },

    async addMiss(userId: number, at: Date, forgetBefore: Date): Promise<void> {
      // The player's misses older than the window count for nothing: dropped here, so the table stays small.
      await db.delete(followMisses).where(and(eq(followMisses.userId, userId), lt(followMisses.at, forgetBefore)));
      await db.insert(followMisses).values({ userId, at });
    },
  };
}
