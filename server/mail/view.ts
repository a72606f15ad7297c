import type { MailAttachmentState, MailDetail, MailSummary } from '../../contract/index.ts';
import type { MailRow } from './repo.ts';

/** Where a mail's attachment stands at `now`: none, claimable, claimed (once), or expired unclaimed. */
export function attachmentState(row: Pick<MailRow, 'items' | 'claimedAt' | 'expiresAt'>, now: number): MailAttachmentState {
  if (row.items.length === 0) return 'none';
  if (row.claimedAt) return 'claimed';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired';
  return 'claimable';
}

export const summaryOf = (row: MailRow, now: number): MailSummary => ({
  id: row.id,
  kind: row.kind === 'system' ? 'system' : 'operator',
  template: row.template,
  params: row.params,
  title: row.title,
  read: row.readAt !== null,
  attachment: attachmentState(row, now),
  createdAt: row.createdAt.getTime(),
});

export const detailOf = (row: MailRow, now: number): MailDetail => ({
  ...summaryOf(row, now),
  body: row.body,
  items: row.items,
  expiresAt: row.items.length > 0 && row.expiresAt ? row.expiresAt.getTime() : null,
});
