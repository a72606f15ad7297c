import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Errcode, MessageKey, type AppConfig } from '../../contract/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { addressKey } from '../auth/index.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { usersRepo } from '../db/users-repo.ts';
import { accountsSharingDevice } from '../events/index.ts';
import { accountsSharingIdentity } from '../kyc/index.ts';
import { accountsSharingPayout } from '../wallet/index.ts';
import { agentsRepo } from './repo.ts';
import { maskName } from './service.ts';
import { manilaDayOf } from './weeks.ts';

const DAY_MS = 24 * 3600_000;
/** Clicks counted per invite link, network address and day (docs/agents.md "The funnel"). */
export const CLICKS_PER_ADDRESS = 3;
/** The deepest chain of inviters walked looking for a loop; the tree's depth in practice is far less. */
const MAX_CHAIN = 10_000;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** The path an invite link opens: registration with the code filled in. */
export const invitePath = (code: string) => `/auth/register?code=${encodeURIComponent(code)}`;

/** Until when a player without an inviter may add one (null: not any more, or they have one). */
export function fillUntil(config: AppConfig, user: { pid: number | null; createdAt: Date }, now: number): number | null {
  const rules = config.agentProgramme;
  if (!rules || user.pid !== null) return null;
  const until = user.createdAt.getTime() + rules.fillWindowDays * DAY_MS;
  return now < until ? until : null;
}

/** True when `ancestor` is `userId` or one of `userId`'s inviters, walking up the tree. */
async function isInChain(db: Executor, startId: number, userId: number): Promise<boolean> {
  let id: number | null = startId;
  for (let steps = 0; id !== null && steps < MAX_CHAIN; steps += 1) {
    if (id === userId) return true;
    const [row] = await db.select({ pid: users.pid }).from(users).where(eq(users.id, id));
    id = row?.pid ?? null;
  }
  return id !== null;
}

/** Whether `other` is another account of the same person as `userId` (a device, an ID or a payout account shared). */
async function samePerson(db: Executor, userId: number, other: number): Promise<boolean> {
  for (const sharing of [accountsSharingDevice, accountsSharingIdentity, accountsSharingPayout]) {
    if ((await sharing(db, userId)).includes(other)) return true;
  }
  return false;
}

/**
 * agentFill: binds the player to the inviter whose code is `code`, once, within the fill window
 * (docs/agents.md "Binding"). Refused (9602, nothing changed): oneself, an inviter who is one of the
 * player's descendants (the loop A→B→C→A), another account of the same person. In one transaction
 * holding the player's row, so two fills at once bind one inviter.
 */
export async function fillInviter(db: Db, config: AppConfig, userId: number, code: string, now: number): Promise<{ inviter: string }> {
  if (!config.agentProgramme) throw new ApiError(Errcode.activityNotRunning);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, pid: users.pid, createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!user || fillUntil(config, user, now) === null) throw new ApiError(Errcode.agentFillClosed);
    const inviter = await usersRepo(tx).byInviteCode(code);
    if (!inviter) throw invalid('pid', MessageKey.invalidInviter);
    if (inviter.id === userId || (await isInChain(tx, inviter.id, userId)) || (await samePerson(tx, userId, inviter.id))) {
      throw new ApiError(Errcode.agentFillRefused);
    }
    const updated = await tx
      .update(users)
      .set({ pid: inviter.id, aid: inviter.pid ?? 0 })
      .where(and(eq(users.id, userId), isNull(users.pid)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new ApiError(Errcode.agentFillClosed);
    await agentsRepo(tx).insertFill(userId, inviter.id, new Date(now));
    return { inviter: maskName(inviter.nickname) };
  });
}

/** actInviteClickInvite: a visit through `code`'s link, counted once per visitor and day (an unknown code: 400). */
export async function countClick(db: Db, code: string, visitor: string, ip: string, now: number): Promise<void> {
  const inviter = await usersRepo(db).byInviteCode(code);
  if (!inviter) throw invalid('code', MessageKey.invalidInviter);
  await agentsRepo(db).click(inviter.id, manilaDayOf(now), hash(visitor), hash(addressKey(ip)), CLICKS_PER_ADDRESS);
}
