import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Errcode, MessageKey, type KycStatus } from '../../contract/index.ts';
import type { ConsoleKycLink } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { activeExclusion, exclude, type ExclusionKind } from '../protection/index.ts';
import { kycSubmissions } from './schema.ts';

/**
 * One person, one identity (docs/kyc.md "One person, one identity"). An ID is compared across accounts
 * by its key: the type, a colon, the number's letters and digits in upper case ("P-123 456" and
 * "p123456" are one passport). Migration 0017 computes the same key for submissions made before.
 */
export const idKey = (idType: string, idNumber: string) => `${idType.toUpperCase()}:${idNumber.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;

/** The other accounts that submitted one of this player's IDs, whatever became of the submission (one bonus per person). */
export async function accountsSharingIdentity(db: Executor, userId: number): Promise<number[]> {
  const other = alias(kycSubmissions, 'other_submissions');
  const rows = await db
    .selectDistinct({ userId: other.userId })
    .from(kycSubmissions)
    .innerJoin(other, and(eq(other.idKey, kycSubmissions.idKey), ne(other.userId, kycSubmissions.userId)))
    .where(and(eq(kycSubmissions.userId, userId), ne(kycSubmissions.idKey, '')));
  return rows.map((row) => row.userId);
}

/** The other accounts that submitted this ID, oldest submission first, with what became of it: what the reviewer sees. */
export async function linkedAccounts(db: Executor, userId: number, key: string, now: number): Promise<ConsoleKycLink[]> {
  if (!key) return [];
  const rows = await db
    .select({ userId: kycSubmissions.userId, account: users.account, status: kycSubmissions.status })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(and(eq(kycSubmissions.idKey, key), ne(kycSubmissions.userId, userId)))
    .orderBy(asc(kycSubmissions.id));
  const byUser = new Map<number, ConsoleKycLink>();
  for (const row of rows) {
    const status = row.status as KycStatus;
    const seen = byUser.get(row.userId);
    // An approval anywhere on that account is what matters; else its latest submission.
    if (seen && seen.status === 'approved') continue;
    byUser.set(row.userId, { userId: row.userId, account: row.account, status, excluded: false });
  }
  for (const link of byUser.values()) link.excluded = Boolean(await activeExclusion(db, link.userId, now));
  return [...byUser.values()];
}

/**
 * An ID whose account is excluded binds this one too (DESIGN §8: protection binds the person): the
 * submission is refused (7009) and the same exclusion, to the same end, is put on this account in a
 * transaction of its own (it signs the account out and cancels its pending deposits), so it holds
 * though the refusal changes nothing else.
 */
export async function refuseExcludedIdentity(db: Db, userId: number, key: string, now: number): Promise<void> {
  const others = await db
    .selectDistinct({ userId: kycSubmissions.userId })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.idKey, key), ne(kycSubmissions.userId, userId)));
  for (const { userId: other } of others) {
    const row = await activeExclusion(db, other, now);
    if (!row) continue;
    await db.transaction(async (tx) => {
      if (await activeExclusion(tx, userId, now)) return;
      await exclude(tx, { userId, kind: row.kind as ExclusionKind, endsAt: row.endsAt.getTime(), operator: 'kyc', reason: `ID of excluded account ${other}`, now });
    });
    throw new ApiError(Errcode.kycIdExcluded, { msg: MessageKey.kycIdExcluded });
  }
}

/** Approval refused (409) while another account holds an approved submission of this ID: one person, one verified account. */
export async function assertIdentityFree(tx: Executor, submission: { userId: number; idKey: string }): Promise<void> {
  if (!submission.idKey) return;
  const [taken] = await tx
    .select({ account: users.account })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(and(eq(kycSubmissions.idKey, submission.idKey), eq(kycSubmissions.status, 'approved'), ne(kycSubmissions.userId, submission.userId)))
    .limit(1);
  if (taken) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleKycIdInUse, params: { account: taken.account } });
}
