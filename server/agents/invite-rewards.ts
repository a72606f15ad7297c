import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { mapTable } from '../../contract/fairness/verify.ts';
import { ActivityId, Errcode, PropId, type AppConfig, type InviteRewards } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { drawFair, tableInForce } from '../fairness/index.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { assertHasDeposited, bumpRewardState, claimReward, hasDeposited, ONCE, promotionsWithheld } from '../rewards/index.ts';
import { INVITE_SPIN_TABLE } from './invite-spin-table.ts';
import { agentInviteExchanges, agentInviteSpins, agentReferrals } from './schema.ts';

/**
 * Invite spins and invite points (docs/agents.md "Invite spins and points"): each valid invite earns
 * `spinsPerValid` spins and `pointsPerValid` points. Neither is stored as a balance: earned is computed
 * from the valid referrals that still count, used and spent from the spins and exchanges made — on
 * every read, and under the inviter's row lock when one is spent. A referral voided after it was valid
 * takes its share back, so a balance can go below zero; nothing more is then spent until it is earned.
 */

/** The inviter's valid invites that still count (valid, and clear or released). */
export async function validInvites(db: Executor, inviterId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agentReferrals)
    .where(and(eq(agentReferrals.inviterId, inviterId), isNotNull(agentReferrals.validAt), inArray(agentReferrals.review, ['clear', 'released'])));
  return Number(row?.n ?? 0);
}

async function usage(db: Executor, userId: number) {
  const [spins] = await db.select({ n: count() }).from(agentInviteSpins).where(eq(agentInviteSpins.userId, userId));
  const [spent] = await db
    .select({ points: sql<string>`coalesce(sum(${agentInviteExchanges.points}), 0)` })
    .from(agentInviteExchanges)
    .where(eq(agentInviteExchanges.userId, userId));
  return { used: Number(spins?.n ?? 0), spent: Number(spent?.points ?? 0) };
}

export async function inviteBalances(db: Executor, rules: InviteRewards, userId: number) {
  const valid = await validInvites(db, userId);
  const { used, spent } = await usage(db, userId);
  const earnedSpins = valid * rules.spinsPerValid;
  const earnedPoints = valid * rules.pointsPerValid;
  return {
    spins: { earned: earnedSpins, used, left: Math.max(0, earnedSpins - used) },
    points: { earned: earnedPoints, spent, balance: earnedPoints - spent },
  };
}

/** What actInviteStatus shows of the rewards (null: not offered). Call after the validity refresh. */
export async function inviteRewardsView(db: Db, config: AppConfig, userId: number, now: number) {
  const rules = config.inviteRewards;
  if (!rules) return null;
  const table = await tableInForce(db, INVITE_SPIN_TABLE, now);
  const entries = table?.weighted?.entries ?? [];
  return {
    ...(await inviteBalances(db, rules, userId)),
    spinsPerValid: rules.spinsPerValid,
    pointsPerValid: rules.pointsPerValid,
    tableKey: INVITE_SPIN_TABLE,
    tableVersion: table?.version ?? 0,
    totalWeight: table?.weighted?.totalWeight ?? 0,
    prizes: entries.map((e) => ({ id: e.id, items: [{ propId: e.propId, count: e.count }], weight: e.weight })),
    exchange: rules.exchange,
    needsDeposit: !(await hasDeposited(db, userId)),
  };
}

const lockPlayer = (tx: Executor, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/**
 * One invite spin for one request, in one transaction holding the inviter's row: the request seen
 * before answers its spin again (paid once); a spin left (9605); the draw over the `invite_spin` table in
 * force; the prize through claimReward (5004 protected, 5003 no top-up yet), which every refusal
 * precedes, so a refusal changes nothing.
 */
export async function inviteSpin(db: Db, config: AppConfig, userId: number, requestId: string, now: number) {
  const rules = config.inviteRewards;
  if (!rules || !(await tableInForce(db, INVITE_SPIN_TABLE, now))) throw new ApiError(Errcode.activityNotRunning);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [earlier] = await tx.select().from(agentInviteSpins).where(and(eq(agentInviteSpins.userId, userId), eq(agentInviteSpins.requestId, requestId)));
    // A retry answers the first spin; its locked part as paid (the coin under the terms' wagering).
    const lockedOf = (items: { propId: number; count: number }[]) => (rules.wagering > 0 ? items.filter((i) => i.propId === PropId.coin).reduce((sum, i) => sum + i.count, 0) : 0);
    if (earlier) return { spin: earlier, spinsLeft: (await inviteBalances(tx, rules, userId)).spins.left, coin: (await playerBalances(tx, userId)).coin, locked: lockedOf(earlier.items) };
    const { spins } = await inviteBalances(tx, rules, userId);
    if (spins.left === 0) throw new ApiError(Errcode.inviteNoSpinLeft);
    // The free-bonus checks before the draw (claimReward makes them again): a refusal draws nothing.
    if (await promotionsWithheld(tx, userId, now)) throw new ApiError(Errcode.rewardWithheld);
    await assertHasDeposited(tx, userId);
    const drawn = await drawFair(tx, { userId, tableKey: INVITE_SPIN_TABLE, now }, mapTable);
    const entry = drawn.table.weighted!.entries[drawn.outcome.index ?? -1]!;
    const items = [{ propId: entry.propId, count: entry.count }];
    const [spin] = await tx
      .insert(agentInviteSpins)
      .values({ userId, requestId, prizeId: entry.id, items, fairDrawId: drawn.draw.id, createdAt: new Date(now) })
      .returning();
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.Agent, period: ONCE, reason: 'agent_invite_spin' },
      key: `invite_spin:${spin!.id}`,
      items,
      wagering: entry.propId === PropId.coin ? rules.wagering : 0,
      meta: { spinId: spin!.id, prizeId: entry.id, fairDrawId: drawn.draw.id },
      now,
    });
    await tx.update(agentInviteSpins).set({ grantId: grant.id }).where(eq(agentInviteSpins.id, spin!.id));
    await bumpRewardState(tx, userId);
    await drawn.finish({ ref: String(spin!.id), win: entry.propId === PropId.coin ? entry.count : 0 });
    const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
    return { spin: { ...spin!, grantId: grant.id }, spinsLeft: spins.left - 1, coin: (await playerBalances(tx, userId)).coin, locked };
  });
}

/** Exchanges invite points for option `optionId`, once per request, under the inviter's row lock (9606 short, 404 unknown). */
export async function inviteExchange(db: Db, config: AppConfig, userId: number, optionId: number, requestId: string, now: number) {
  const rules = config.inviteRewards;
  if (!rules) throw new ApiError(Errcode.activityNotRunning);
  const option = rules.exchange.find((o) => o.id === optionId);
  if (!option) throw new ApiError(Errcode.notFound, { field: 'optionId' });
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [earlier] = await tx.select().from(agentInviteExchanges).where(and(eq(agentInviteExchanges.userId, userId), eq(agentInviteExchanges.requestId, requestId)));
    const answer = async (items: { propId: number; count: number }[], locked: number) => ({
      items,
      coin: (await playerBalances(tx, userId)).coin,
      locked,
      pointsLeft: (await inviteBalances(tx, rules, userId)).points.balance,
    });
    if (earlier) return answer(earlier.items, 0);
    const { points } = await inviteBalances(tx, rules, userId);
    if (points.balance < option.points) throw new ApiError(Errcode.invitePointsShort, { params: { need: option.points, have: Math.max(0, points.balance) } });
    const [row] = await tx
      .insert(agentInviteExchanges)
      .values({ userId, requestId, optionId, points: option.points, items: option.items, createdAt: new Date(now) })
      .returning();
    const coinItem = option.items.some((item) => item.propId === PropId.coin);
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.Agent, period: ONCE, reason: 'agent_invite_exchange' },
      key: `invite_exchange:${row!.id}`,
      items: option.items,
      wagering: coinItem ? rules.wagering : 0,
      meta: { exchangeId: row!.id, optionId, points: option.points },
      now,
    });
    await tx.update(agentInviteExchanges).set({ grantId: grant.id }).where(eq(agentInviteExchanges.id, row!.id));
    const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
    return answer(option.items, locked);
  });
}
