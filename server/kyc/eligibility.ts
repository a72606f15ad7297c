import { desc, eq } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { kycSubmissions } from './schema.ts';
import type { PersonQuery, RestrictedPersons } from './ndrp/restricted.ts';

/**
 * Refuses a listed person (7006, 403) and, when the service cannot answer, everyone (7008): an
 * unchecked person must not get in. Called before anything is written, so a refusal changes nothing.
 */
export async function assertNotRestricted(restricted: RestrictedPersons, person: PersonQuery): Promise<void> {
  let listed: boolean;
  try {
    listed = await restricted.isListed(person);
  } catch {
    throw new ApiError(Errcode.eligibilityCheckUnavailable);
  }
  if (listed) throw new ApiError(Errcode.restrictedPerson);
}

/** The name on the player's latest KYC submission (the sign-in check matches it with the birth date), or null. */
export async function kycNameOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ fullName: kycSubmissions.fullName }).from(kycSubmissions).where(eq(kycSubmissions.userId, userId)).orderBy(desc(kycSubmissions.id)).limit(1);
  return row?.fullName ?? null;
}

/** The sign-in check of an existing player: their number, birth date and KYC name. */
export async function assertPlayerNotRestricted(db: Executor, restricted: RestrictedPersons, user: { id: number; mobile: string | null; birthDate: string }): Promise<void> {
  await assertNotRestricted(restricted, { mobile: user.mobile, birthDate: user.birthDate, fullName: await kycNameOf(db, user.id) });
}
