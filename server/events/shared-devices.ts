import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { devices } from './schema.ts';

/**
 * The other accounts that used one of this player's devices (the ids the app reports; one bonus per
 * person, docs/rewards.md "One per person"). A device id is the app's, so a determined player can change
 * it: it is one of three signs, beside the payout account and the ID.
 */
export async function accountsSharingDevice(db: Executor, userId: number): Promise<number[]> {
  const other = alias(devices, 'other_devices');
  const rows = await db
    .selectDistinct({ userId: other.userId })
    .from(devices)
    .innerJoin(other, and(eq(other.deviceId, devices.deviceId), ne(other.userId, devices.userId)))
    .where(and(eq(devices.userId, userId), ne(devices.deviceId, '')));
  return rows.map((row) => row.userId);
}
