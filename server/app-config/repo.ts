import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appConfig, themes } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

export function appConfigRepo(db: Executor) {
  return {
    all: () => db.select({ key: appConfig.key, value: appConfig.value }).from(appConfig),
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
