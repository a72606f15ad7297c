import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { pushPreferences, pushSubscriptions } from './schema.ts';

export type Preferences = typeof pushPreferences.$inferSelect;
export type Subscription = typeof pushSubscriptions.$inferSelect;

const DEFAULTS = { enabled: false, mail: true, show: true, withdrawal: true, quietOn: false, quietFrom: '22:00', quietTo: '08:00' };

/** The player's subscriptions and choices (the push area's tables only). */
export function pushRepo(db: Executor) {
  return {
    async preferences(userId: number): Promise<Omit<Preferences, 'updatedAt'>> {
      const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
      return row ?? { userId, ...DEFAULTS };
    },
    async savePreferences(userId: number, values: Partial<Omit<Preferences, 'userId' | 'updatedAt'>>, at: Date) {
      await db
        .insert(pushPreferences)
        .values({ userId, ...DEFAULTS, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...values, updatedAt: at } });
    },
    async deviceCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return Number(row?.n ?? 0);
    },
    subscriptions(userId: number): Promise<Subscription[]> {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
    /**
     * Keeps a browser's subscription: its endpoint is unique (the browser moves to whoever subscribes it
     * last: a shared phone's new player), and a device keeps one (a renewed subscription replaces the old).
     */
    async subscribe(values: { userId: number; deviceId: string; endpoint: string; p256dh: string; auth: string; lang: string }) {
      await db.delete(pushSubscriptions).where(
        sql`(${pushSubscriptions.endpoint} = ${values.endpoint} AND NOT (${pushSubscriptions.userId} = ${values.userId} AND ${pushSubscriptions.deviceId} = ${values.deviceId}))`,
      );
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: [pushSubscriptions.userId, pushSubscriptions.deviceId],
          set: { endpoint: values.endpoint, p256dh: values.p256dh, auth: values.auth, lang: values.lang, createdAt: sql`now()` },
        });
    },
    async unsubscribe(userId: number, endpoint: string) {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
    /** A subscription the push service says is gone (404, 410). */
    async remove(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}
