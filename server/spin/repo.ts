import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { parseSpinConfig, type SpinWheelConfig } from './config.ts';
import { spinWheelConfig, spinWheelSpins } from './schema.ts';

export type SpinRow = typeof spinWheelSpins.$inferSelect;

/** The wheel's config row (id 1) and its spins. */
export const spinRepo = (db: Executor) => ({
  /** The config in force; null when there is no row or it does not parse (the wheel counts as off). */
  async config(): Promise<SpinWheelConfig | null> {
    const [row] = await db.select({ config: spinWheelConfig.config }).from(spinWheelConfig).where(eq(spinWheelConfig.id, 1));
    return row ? parseSpinConfig(row.config) : null;
  },
  /** Writes the seed's config when there is none (a later start keeps an operator's). */
  async insertConfigMissing(config: SpinWheelConfig, now: number): Promise<void> {
    await db.insert(spinWheelConfig).values({ id: 1, config, updatedAt: new Date(now) }).onConflictDoNothing();
  },
  /** Replaces the config (tests; a console page would call this, audited). */
  async setConfig(config: SpinWheelConfig, now: number): Promise<void> {
    await db
      .insert(spinWheelConfig)
      .values({ id: 1, config, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: spinWheelConfig.id, set: { config, updatedAt: new Date(now) } });
  },
  async byRequest(userId: number, requestId: string): Promise<SpinRow | undefined> {
    const [row] = await db
      .select()
      .from(spinWheelSpins)
      .where(and(eq(spinWheelSpins.userId, userId), eq(spinWheelSpins.requestId, requestId)));
    return row;
  },
  /** Spins the player used on a Manila day. */
  async usedOn(userId: number, day: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(spinWheelSpins)
      .where(and(eq(spinWheelSpins.userId, userId), eq(spinWheelSpins.day, day)));
    return Number(row?.n ?? 0);
  },
  async insert(values: typeof spinWheelSpins.$inferInsert): Promise<SpinRow> {
    const [row] = await db.insert(spinWheelSpins).values(values).returning();
    return row!;
  },
  async setGrant(id: number, grantId: number): Promise<void> {
    await db.update(spinWheelSpins).set({ grantId }).where(eq(spinWheelSpins.id, id));
  },
  /** The player's spins, newest first, a page at a time, and how many there are. */
  async page(userId: number, pageNum: number, pageSize: number): Promise<{ list: SpinRow[]; total: number }> {
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(spinWheelSpins)
        .where(eq(spinWheelSpins.userId, userId))
        .orderBy(desc(spinWheelSpins.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(spinWheelSpins).where(eq(spinWheelSpins.userId, userId)),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  },
});
