import { Errcode, MAIL_PAGE_SIZE, type MailDetail, type MailSummary } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { inboxChanged } from './notify.ts';
import { mailRepo } from './repo.ts';
import { attachmentState, detailOf, summaryOf } from './view.ts';

/** Another player's mail id is answered exactly like an unknown one: nothing tells them it exists. */
export const mailNotFound = () => new ApiError(Errcode.mailNotFound);

/** The inbox, newest first, a page before `beforeId`, and the unread count. */
export async function listMail(db: Executor, userId: number, opts: { beforeId?: number; pageSize?: number; now: number }) {
  const size = opts.pageSize ?? MAIL_PAGE_SIZE;
  const repo = mailRepo(db);
  const rows = await repo.page(userId, opts.beforeId, size);
  const list: MailSummary[] = rows.slice(0, size).map((row) => summaryOf(row, opts.now));
  const nextBeforeId = rows.length > size ? list.at(-1)!.id : null;
  return { list, nextBeforeId, unread: await repo.unread(userId) };
}

/** One mail, marked read (its first opening tells the player's other tabs, and lowers the dot). */
export async function openMail(tx: Executor, userId: number, id: number, now: number): Promise<{ mail: MailDetail; unread: number }> {
  const repo = mailRepo(tx);
  const row = await repo.own(userId, id);
  if (!row) throw mailNotFound();
  if (row.readAt) return { mail: detailOf(row, now), unread: await repo.unread(userId) };
  await repo.lockPlayer(userId);
  await repo.markRead(id, now);
  const unread = await inboxChanged(tx, userId, id);
  return { mail: detailOf({ ...row, readAt: new Date(now) }, now), unread };
}

/**
 * Deletes one of the player's mails. A claimable attachment goes with it only when the player agreed
 * (`discardAttachment`; the client asks): 8005 otherwise, nothing deleted.
 */
export async function deleteMail(tx: Executor, userId: number, id: number, discardAttachment: boolean, now: number): Promise<{ unread: number }> {
  const repo = mailRepo(tx);
  await repo.lockPlayer(userId);
  const row = await repo.own(userId, id, true);
  if (!row) throw mailNotFound();
  if (attachmentState(row, now) === 'claimable' && !discardAttachment) throw new ApiError(Errcode.mailDeleteUnclaimed);
  await repo.remove(id);
  return { unread: await inboxChanged(tx, userId, id) };
}
