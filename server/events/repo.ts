import { sql } from 'drizzle-orm';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import { clientEvents, devices, presence } from './schema.ts';

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
      // At most rules.publicWrites.devicesPerPlayer per player: a script sending new device ids keeps
      // replacing its own oldest rows instead of growing the table.
      await db.execute(sql`
        DELETE FROM devices WHERE user_id = ${values.userId} AND device_id NOT IN (
          SELECT device_id FROM devices WHERE user_id = ${values.userId} ORDER BY updated_at DESC, device_id LIMIT ${rules.publicWrites.devicesPerPlayer})`);
    },
    async insertEvents(rows: (typeof clientEvents.$inferInsert)[]) {
      if (rows.length) await db.insert(clientEvents).values(rows);
    },
  };
}
