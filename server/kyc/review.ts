import { and, asc, eq, inArray } from 'drizzle-orm';
import { Errcode, MessageKey, type KycIdType, type KycStatus } from '../../contract/index.ts';
import type { ConsoleKycRow } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { kycFiles, kycSubmissions } from './schema.ts';
import { assertIdentityFree, linkedAccounts } from './identity.ts';
import { users } from '../db/schema.ts';
import { publishBalance } from '../live/index.ts';
import { sendSystemMail } from '../mail/index.ts';

type SubmissionRow = typeof kycSubmissions.$inferSelect;

const rowView = (row: SubmissionRow, account: string): ConsoleKycRow => ({
  id: row.id,
  userId: row.userId,
  account,
  idType: row.idType as KycIdType,
  idNumber: row.idNumber,
  fullName: row.fullName,
  status: row.status as KycStatus,
  rejectReason: row.rejectReason,
  decidedBy: row.decidedBy,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt ? row.decidedAt.getTime() : null,
});

/** Pending submissions, oldest first (at most 200: a queue longer than that is worked from its head). */
export async function kycQueue(db: Db): Promise<ConsoleKycRow[]> {
  const rows = await db
    .select({ s: kycSubmissions, account: users.account })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.status, 'pending'))
    .orderBy(asc(kycSubmissions.id))
    .limit(200);
  return rows.map((r) => rowView(r.s, r.account));
}

/** One submission with both images (base64 of the stored JPEG) and the player's birth date. */
export async function kycView(db: Db, id: number) {
  const [found] = await db
    .select({ s: kycSubmissions, account: users.account, birthDate: users.birthDate })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.id, id));
  if (!found) throw new ApiError(Errcode.notFound, { msg: MessageKey.consoleKycNotFound });
  const files = await db.select().from(kycFiles).where(inArray(kycFiles.id, [found.s.idFileId, found.s.selfieFileId]));
  const image = (fileId: number) => {
    const file = files.find((f) => f.id === fileId)!;
    return { mime: 'image/jpeg' as const, width: file.width, height: file.height, base64: file.bytes.toString('base64') };
  };
  return {
    submission: rowView(found.s, found.account),
    birthDate: found.birthDate,
    idImage: image(found.s.idFileId),
    selfieImage: image(found.s.selfieFileId),
    linked: await linkedAccounts(db, found.s.userId, found.s.idKey, Date.now()),
  };
}

export type KycDecision = 'approve' | 'reject';

/**
 * Decides a pending submission once: the status moves only from pending (two reviewers at once: one
 * decides, the other gets 409). Approval sets the player's hasKyc in the same transaction; `audit`
 * writes the console's audit row there too. A rejection's reason is what the player reads.
 */
export async function decideKyc(
  db: Db,
  id: number,
  decision: KycDecision,
  reason: string,
  operator: string,
  now: number,
  audit: (tx: Executor, row: SubmissionRow) => Promise<void>,
): Promise<ConsoleKycRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', rejectReason: decision === 'reject' ? reason : '', decidedBy: operator, decidedAt: new Date(now) })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
      .returning();
    if (!row) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleKycNotPending });
    // One person, one verified account: the whole decision rolls back when the ID is verified elsewhere.
    if (decision === 'approve') await assertIdentityFree(tx, row);
    if (decision === 'approve') await tx.update(users).set({ hasKyc: true, updatedAt: new Date(now) }).where(eq(users.id, row.userId));
    await audit(tx, row);
    // The player's open app learns at once (server/live/): a toast, and the balance read again.
    await publishBalance(tx, row.userId, decision === 'approve' ? 'kycApproved' : 'kycRejected');
    await sendSystemMail(tx, row.userId, decision === 'approve' ? 'kycApproved' : 'kycRejected', decision === 'approve' ? {} : { reason }, now);
    const [user] = await tx.select({ account: users.account }).from(users).where(eq(users.id, row.userId));
    return rowView(row, user?.account ?? '');
  });
}
