import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { publishLive, publishLiveMany } from '../live/index.ts';
import { bumpRewardState } from '../rewards/index.ts';
import { mailRepo } from './repo.ts';

/**
 * A player's inbox changed (a mail written, read, claimed or deleted), in the transaction that changed
 * it: the red-dot cache's version moves (account/red-dots.ts keys the cached flags on it, so every
 * process sees the new `mail`/`email` dots at once) and the player's tabs hear it on the live channel
 * with the unread count. Answers the unread count.
 */
export async function inboxChanged(tx: Executor, userId: number, mailId?: number): Promise<number> {
  await bumpRewardState(tx, userId);
  const unread = await mailRepo(tx).unread(userId);
  await publishLive(tx, userId, mailId === undefined ? { type: 'mail', unread } : { type: 'mail', unread, mailId });
  return unread;
}

/** The same for a job's batch of players (player → the mail written), set-based: one statement for the versions, one for the live events. */
export async function inboxesChanged(tx: Executor, mailIds: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...mailIds.keys()];
  if (ids.length === 0) return;
  await tx
    .update(users)
    .set({ rewardStateVersion: sql`${users.rewardStateVersion} + 1` })
    .where(inArray(users.id, ids));
  const unread = await mailRepo(tx).unreadOf(ids);
  await publishLiveMany(
    tx,
    [...mailIds].map(([userId, mailId]) => ({ userId, event: { type: 'mail', unread: unread.get(userId) ?? 0, mailId } })),
  );
}
