import { ActivityId, Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { publishLive } from '../live/index.ts';
import { claimReward, ONCE, type RewardItem } from '../rewards/index.ts';
import { mailNotFound } from './inbox.ts';
import { inboxChanged } from './notify.ts';
import { mailRepo } from './repo.ts';

export interface MailClaim {
  items: RewardItem[];
  coin: number;
  locked: number;
  unread: number;
}

/**
 * Claims a mail's attachment through the rewards engine, exactly once. The player's row and then the
 * mail's are locked, so a second tab, a double tap or 50 requests at once (on any process) take turns:
 * the first pays and marks the mail claimed, every other one finds it claimed (8003). The grant's
 * natural key (activity Mail, once, `mail:<id>`) would refuse a second payment even so.
 *
 * Refusals, nothing changed: 8001 not the player's mail, 8002 no attachment, 8004 expired (params
 * `at`), 5004 a protected player (the engine withholds every grant from them), 5003 a promotional
 * attachment before the player's first top-up (spec §5, free bonuses).
 */
export async function claimMail(tx: Executor, userId: number, id: number, now: number): Promise<MailClaim> {
  const repo = mailRepo(tx);
  await repo.lockPlayer(userId);
  const row = await repo.own(userId, id, true);
  if (!row) throw mailNotFound();
  if (row.items.length === 0) throw new ApiError(Errcode.mailNoAttachment);
  if (row.claimedAt) throw new ApiError(Errcode.mailAttachmentClaimed);
  if (row.expiresAt && row.expiresAt.getTime() <= now) throw new ApiError(Errcode.mailAttachmentExpired, { params: { at: row.expiresAt.getTime() } });

  const grant = await claimReward(tx, {
    userId,
    source: { activityId: ActivityId.Mail, period: ONCE, reason: 'mail' },
    key: `mail:${id}`,
    items: row.items,
    wagering: row.wagering,
    freeBonus: row.promo,
    meta: { mailId: id, ...(row.jobId === null ? {} : { jobId: row.jobId }) },
    now,
  });
  await repo.markClaimed(id, grant.id, now);
  const unread = await inboxChanged(tx, userId, id);
  const { coin } = await playerBalances(tx, userId);
  await publishLive(tx, userId, { type: 'balance', coin, reason: 'mailClaimed' });
  const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
  return { items: grant.items.map(({ propId, count }) => ({ propId, count })), coin, locked, unread };
}
