import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { clientEvents, devices, presence } from '../db/schema.ts';

/** Presence, devices and the client event log: what the app reports about itself. */
export function activityRepo(db: Executor) {
  return {
    async touchPresence(userId: number, gameId: number, ip: string, at: Date) {
      await db
        .insert(presence)
        .values({ userId, gameId, ip, lastSeen: at })
        .onConflictDoUpdate({ target: presence.userId, set: { gameId, ip, lastSeen: at } });
    },
    async upsertDevice(values: typeof devices.$inferInsert) {
      await db
        .insert(devices)
        .values(values)
        .onConflictDoUpdate({
          target: [devices.userId, devices.deviceId],
          set: {
            deviceModel: values.deviceModel,
            phoneInfo: values.phoneInfo,
            messagingToken: values.messagingToken,
            updatedAt: sql`now()`,
          },
        });
    },
    async insertEvents(rows: (typeof clientEvents.$inferInsert)[]) {
      if (rows.length) await db.insert(clientEvents).values(rows);
    },
  };
}
