import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { normaliseName } from './ndrp/restricted.ts';
import { kycSubmissions } from './schema.ts';

/** Each player's verified name: the name on their latest approved submission (players without one are absent). */
export async function verifiedNames(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (userIds.length === 0) return names;
  const rows = await db
    .select({ userId: kycSubmissions.userId, fullName: kycSubmissions.fullName })
    .from(kycSubmissions)
    .where(and(inArray(kycSubmissions.userId, [...new Set(userIds)]), eq(kycSubmissions.status, 'approved')))
    .orderBy(desc(kycSubmissions.id));
  for (const row of rows) if (!names.has(row.userId)) names.set(row.userId, row.fullName);
  return names;
}

/**
 * Whether two names are one, as the restricted-persons check compares them (upper case, accents
 * dropped, punctuation and spaces collapsed), the words in any order: "Dela Cruz, Juan" is "Juan dela Cruz".
 */
export function sameName(a: string, b: string): boolean {
  const words = (name: string) => normaliseName(name).split(' ').filter(Boolean).sort().join(' ');
  return words(a) === words(b);
}
