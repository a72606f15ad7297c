import { and, count, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { agentClicks, agentPayouts, agentReferrals, type ReferralSignal } from './schema.ts';

export type ReferralRow = typeof agentReferrals.$inferSelect;
export type PayoutRow = typeof agentPayouts.$inferSelect;
export type Review = 'clear' | 'frozen' | 'released' | 'void';

/** A player as the tree sees them: `users.pid` is the edge. */
export interface Member {
  id: number;
  pid: number | null;
  nickname: string;
  createdAt: Date;
  hasKyc: boolean;
}

const memberColumns = { id: users.id, pid: users.pid, nickname: users.nickname, createdAt: users.createdAt, hasKyc: users.hasKyc };

export function agentsRepo(db: Executor) {
  return {
    /** The players whose inviter is one of `inviterIds`. */
    async childrenOf(inviterIds: readonly number[]): Promise<Member[]> {
      if (inviterIds.length === 0) return [];
      return db.select(memberColumns).from(users).where(inArray(users.pid, [...inviterIds]));
    },

    async member(id: number): Promise<Member | undefined> {
      return (await db.select(memberColumns).from(users).where(eq(users.id, id)))[0];
    },

    /**
     * The programme's rows of these referees, made for any that has none yet (a registration with a
     * code binds from the account's creation). One insert that skips existing rows: safe under races.
     */
    async referralsFor(children: readonly Member[]): Promise<{ rows: Map<number, ReferralRow>; made: ReferralRow[] }> {
      if (children.length === 0) return { rows: new Map(), made: [] };
      const ids = children.map((child) => child.id);
      const found = await db.select().from(agentReferrals).where(inArray(agentReferrals.refereeId, ids));
      const have = new Set(found.map((row) => row.refereeId));
      const missing = children.filter((child) => child.pid !== null && !have.has(child.id));
      let made: ReferralRow[] = [];
      if (missing.length > 0) {
        made = await db
          .insert(agentReferrals)
          .values(missing.map((child) => ({ refereeId: child.id, inviterId: child.pid!, boundAt: child.createdAt, via: 'register' })))
          .onConflictDoNothing()
          .returning();
        found.push(...made);
        // Rows another request made in between.
        if (made.length < missing.length) {
          const again = await db.select().from(agentReferrals).where(inArray(agentReferrals.refereeId, missing.map((child) => child.id)));
          for (const row of again) if (!found.some((f) => f.refereeId === row.refereeId)) found.push(row);
        }
      }
      return { rows: new Map(found.map((row) => [row.refereeId, row])), made };
    },

    async referral(refereeId: number): Promise<ReferralRow | undefined> {
      return (await db.select().from(agentReferrals).where(eq(agentReferrals.refereeId, refereeId)))[0];
    },

    async insertFill(refereeId: number, inviterId: number, at: Date): Promise<void> {
      await db.insert(agentReferrals).values({ refereeId, inviterId, boundAt: at, via: 'fill' });
    },

    /** Marks a referral valid, once: a second caller finds it set and changes nothing. */
    async markValid(refereeId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(agentReferrals)
        .set({ validAt: at })
        .where(and(eq(agentReferrals.refereeId, refereeId), isNull(agentReferrals.validAt)))
        .returning({ id: agentReferrals.refereeId });
      return rows.length > 0;
    },

    /** Freezes a clear referral with its signals (a released or void one stays as the operator left it). */
    async freeze(refereeId: number, signals: ReferralSignal[]): Promise<void> {
      await db
        .update(agentReferrals)
        .set({ review: 'frozen', signals })
        .where(and(eq(agentReferrals.refereeId, refereeId), eq(agentReferrals.review, 'clear')));
    },

    async noteSignals(refereeId: number, signals: ReferralSignal[]): Promise<void> {
      await db.update(agentReferrals).set({ signals }).where(eq(agentReferrals.refereeId, refereeId));
    },

    /** An operator's decision on a frozen referral; false when it was not frozen (decided once). */
    async decide(refereeId: number, review: 'released' | 'void', by: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(agentReferrals)
        .set({ review, reviewedBy: by, reviewedAt: at })
        .where(and(eq(agentReferrals.refereeId, refereeId), eq(agentReferrals.review, 'frozen')))
        .returning({ id: agentReferrals.refereeId });
      return rows.length > 0;
    },

    /** Referrals waiting for an operator, oldest binding first. */
    async frozen(limit: number): Promise<ReferralRow[]> {
      return db.select().from(agentReferrals).where(eq(agentReferrals.review, 'frozen')).orderBy(agentReferrals.boundAt).limit(limit);
    },

    /** Counts a visit once per inviter, Manila day and visitor, and at most `perAddress` from one address. */
    async click(inviterId: number, day: string, visitor: string, address: string, perAddress: number): Promise<void> {
      const [seen] = await db
        .select({ n: count() })
        .from(agentClicks)
        .where(and(eq(agentClicks.inviterId, inviterId), eq(agentClicks.day, day), eq(agentClicks.address, address)));
      if (Number(seen?.n ?? 0) >= perAddress) return;
      await db.insert(agentClicks).values({ inviterId, day, visitor, address }).onConflictDoNothing();
    },

    async clicksBetween(inviterId: number, fromDay: string, toDay: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agentClicks)
        .where(and(eq(agentClicks.inviterId, inviterId), gte(agentClicks.day, fromDay), lte(agentClicks.day, toDay)));
      return Number(row?.n ?? 0);
    },

    async clicksAll(inviterId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(agentClicks).where(eq(agentClicks.inviterId, inviterId));
      return Number(row?.n ?? 0);
    },

    async payouts(userId: number): Promise<PayoutRow[]> {
      return db.select().from(agentPayouts).where(eq(agentPayouts.userId, userId));
    },

    async insertPayout(row: Omit<PayoutRow, 'id'>): Promise<PayoutRow> {
      const [made] = await db.insert(agentPayouts).values(row).returning();
      return made!;
    },

    async payoutPage(userId: number, pageNum: number, pageSize: number): Promise<{ list: PayoutRow[]; total: number }> {
      const list = await db
        .select()
        .from(agentPayouts)
        .where(eq(agentPayouts.userId, userId))
        .orderBy(desc(agentPayouts.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [row] = await db.select({ n: count() }).from(agentPayouts).where(eq(agentPayouts.userId, userId));
      return { list, total: Number(row?.n ?? 0) };
    },
  };
}
