import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appConfig, themes } from './schema.ts';

export function appConfigRepo(db: Executor) {
  return {
    all: () => db.select({ key: appConfig.key, value: appConfig.value }).from(appConfig),
    /** One key's stored value (undefined when absent), unlocked. */
    async value(key: string): Promise<unknown> {
      const [row] = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, key));
      return row?.value;
    },
    /**
     * One key's value, its row locked until the transaction ends (undefined when absent): an
     * operator's edit reads its "before" here, so two edits of one key take turns and each audit row
     * shows what the other left.
     */
    async valueForUpdate(key: string): Promise<unknown> {
      const [row] = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, key)).for('update');
      return row?.value;
    },
    async upsert(key: string, value: unknown) {
      await db
        .insert(appConfig)
        .values({ key, value })
        .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: sql`now()` } });
    },
    async insertMissing(entries: Record<string, unknown>) {
      const rows = Object.entries(entries).map(([key, value]) => ({ key, value }));
      if (rows.length) await db.insert(appConfig).values(rows).onConflictDoNothing();
    },
  };
}

export function themesRepo(db: Executor) {
  return {
    async active() {
      const [row] = await db.select().from(themes).where(eq(themes.isActive, true)).limit(1);
      return row;
    },
    async byId(id: number) {
      const [row] = await db.select().from(themes).where(eq(themes.id, id)).limit(1);
      return row;
    },
    async insertMissing(rows: (typeof themes.$inferInsert)[]) {
      if (rows.length) await db.insert(themes).values(rows).onConflictDoNothing();
    },
  };
}
