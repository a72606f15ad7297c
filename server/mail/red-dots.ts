import type { Executor } from '../db/client.ts';
import { mailRepo } from './repo.ts';

/**
 * The inbox's red dots (spec §3): `mail` while some mail is unread, `email` while an attachment waits
 * to be claimed (not claimed, not expired). Two indexed reads; account/red-dots.ts composes them and
 * keeps them while the player's reward-state version stands (every inbox change moves it, notify.ts).
 */
export async function mailRedDots(db: Executor, userId: number, now: number): Promise<{ mail: boolean; email: boolean }> {
  const repo = mailRepo(db);
  const [unread, waiting] = await Promise.all([repo.unread(userId), repo.attachmentWaiting(userId, now)]);
  return { mail: unread > 0, email: waiting };
}
