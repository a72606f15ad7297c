import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { activities } from './schema.ts';

export type ActivityRow = typeof activities.$inferSelect;

/** The operator's activities: what is switched on, in which order, and who may see it. */
export function activitiesRepo(db: Executor) {
  return {
    enabled: () => db.select().from(activities).where(eq(activities.status, true)).orderBy(asc(activities.sort), asc(activities.type)),
    /** Enabled activities a caller may see: all of them for a player, the visitor-visible ones otherwise (spec §6). */
    async visibleTo(signedIn: boolean): Promise<ActivityRow[]> {
      const rows = await this.enabled();
      return signedIn ? rows : rows.filter((row) => row.unloginShowStatus);
    },
    /** Whether one activity's row is switched on (absent: off). */
    async isOn(type: number): Promise<boolean> {
      const [row] = await db.select({ status: activities.status }).from(activities).where(eq(activities.type, type));
      return row?.status ?? false;
    },
    async setStatus(type: number, status: boolean) {
      await db.update(activities).set({ status }).where(eq(activities.type, type));
    },
    /** Every activity, on or off, in the players' order (the console's list). */
    all: () => db.select().from(activities).orderBy(asc(activities.sort), asc(activities.type)),
    /** One activity by type, its row locked until the transaction ends (an operator's edit). */
    async byTypeForUpdate(type: number): Promise<ActivityRow | undefined> {
      const [row] = await db.select().from(activities).where(eq(activities.type, type)).for('update');
      return row;
    },
    /** An operator's switch and order (consoleActivityUpdate). */
    async setStatusAndSort(type: number, change: { status: boolean; sort: number }, at: Date) {
      await db.update(activities).set({ status: change.status, sort: change.sort, updatedAt: at }).where(eq(activities.type, type));
    },
    async insertMissing(rows: (typeof activities.$inferInsert)[]) {
      if (rows.length) await db.insert(activities).values(rows).onConflictDoNothing();
    },
  };
}
