import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { diamondOrders } from './schema.ts';

/**
 * A delivery address as a comparable key: the street line, city and postal code, lower case, letters
 * and digits only ("12 Rizal St., Brgy 5" and "12 rizal st brgy 5" are one). Names and numbers are left
 * out: two people at one address is a household, which is why an address is a signal, never a block
 * (docs/agents.md "Fraud controls").
 */
export const addressKey = (address: { line: string; city: string; postalCode: string }) =>
  [address.line, address.city, address.postalCode].map((part) => part.toLowerCase().replace(/[^a-z0-9]/g, '')).join('|');

/** The delivery address keys each of these players gave for goods from the diamond mall. */
export async function deliveryAddressKeys(db: Executor, userIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const keys = new Map<number, Set<string>>();
  if (userIds.length === 0) return keys;
  const rows = await db.select({ userId: diamondOrders.userId, address: diamondOrders.address }).from(diamondOrders).where(inArray(diamondOrders.userId, [...userIds]));
  for (const row of rows) {
    const set = keys.get(row.userId) ?? new Set<string>();
    set.add(addressKey(row.address));
    keys.set(row.userId, set);
  }
  return keys;
}
