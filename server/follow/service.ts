import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, normaliseFollowCode, PropId, type ErrcodeValue } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db } from '../db/client.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { users } from '../db/schema.ts';
import { claimReward, hasDeposited, ONCE, promotionsWithheld } from '../rewards/index.ts';
import { followRepo } from './repo.ts';

/**
 * What a player sees of Follow and one code claim (docs/follow.md). Nothing is paid for following a
 * link (no server can tell it happened); only a code an operator published on a channel pays.
 */

type Paid = { code: string; amount: number; items: { propId: number; count: number }[]; coin: number; locked: number };

/** Wrong codes a player may enter within the window before further claims are a 429 (docs/follow.md "Guessing"). */
export const FOLLOW_MISSES = { max: 5, windowMs: 15 * 60_000 } as const;

export async function followInfo(db: Db, userId: number | null, now: number) {
  const on = await activitiesRepo(db).isOn(ActivityId.Follow);
  const repo = followRepo(db);
  const channels = on ? (await repo.channels()).map((c) => ({ id: c.id, name: c.name, url: c.url, icon: c.icon })) : [];
  const claims = userId === null ? [] : (await repo.claimsOf(userId)).map((c) => ({ code: c.code, amount: c.amount, claimedAt: c.claimedAt.getTime() }));
  return {
    channels,
    claims,
    withheld: userId === null ? false : await promotionsWithheld(db, userId, now),
    needsDeposit: userId === null ? true : !(await hasDeposited(db, userId)),
  };
}

/**
 * One claim, in one transaction holding the player's row, so a player's claims (and guesses) run one at
 * a time: ten at once pay once, and the miss count each reads is the one before it. A wrong, early,
 * late or withdrawn code is recorded as a miss (committed, then refused); past FOLLOW_MISSES.max misses in
 * the window every claim is a 429 until they age. Other refusals (off, claimed, 5003, 5004) write nothing.
 */
export async function claimFollowCode(db: Db, input: { userId: number; code: string; now: number }): Promise<Paid> {
  const { userId, now } = input;
  const code = normaliseFollowCode(input.code);
  const outcome = await db.transaction(async (tx): Promise<{ refused: ErrcodeValue } | Paid> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const repo = followRepo(tx);
    const windowStart = new Date(now - FOLLOW_MISSES.windowMs);
    if ((await repo.missesSince(userId, windowStart)) >= FOLLOW_MISSES.max) return { refused: Errcode.tooMany };
    if (!(await activitiesRepo(tx).isOn(ActivityId.Follow))) throw new ApiError(Errcode.followNotRunning);
    const row = await repo.codeByText(code);
    const refusal = !row ? Errcode.followCodeUnknown : row.withdrawn || now < row.startsAt.getTime() || now >= row.endsAt.getTime() ? Errcode.followCodeExpired : null;
    if (refusal !== null) {
      await repo.addMiss(userId, new Date(now), windowStart);
      return { refused: refusal };
    }
    if (await repo.claimOf(row!.id, userId)) throw new ApiError(Errcode.rewardAlreadyClaimed);
    const items = [{ propId: PropId.coin, count: row!.rewardCoin }];
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.Follow, period: ONCE, reason: 'follow_code' },
      key: `follow:${row!.id}`,
      items,
      wagering: row!.wagering,
      meta: { codeId: row!.id, channelId: row!.channelId },
      now,
    });
    await repo.insertClaim({ codeId: row!.id, userId, amount: row!.rewardCoin, grantId: grant.id, claimedAt: new Date(now) });
    const { coin } = await playerBalances(tx, userId);
    return { code: row!.code, amount: row!.rewardCoin, items, coin, locked: grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0 };
  });
  if ('refused' in outcome) throw new ApiError(outcome.refused);
  return outcome;
}
