import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppConfig } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { vipLevelChanges } from './schema.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { rebateClaimable } from './rebates.ts';
import { vipSettings, type VipSettings } from './settings.ts';
import { anyVipClaimable, dailyStatus, levelUpStatus, playerVip, signInStatus, taskStatus, vipState } from './status.ts';

/** The VIP desk (getVipInfo): the player's level and experience, every level's prizes and rates, and where each prize stands. */
export async function vipInfo(db: Executor, userId: number, settings: VipSettings, now: number) {
  const state = await vipState(db, userId, settings, now);
  const { vip, vipExp, hasDeposit } = state.player;
  const next = settings.levels.find((l) => l.level > vip);
  const level = state.level;
  return {
    vip,
    vipExp,
    nextLevel: next?.level ?? null,
    nextExp: next?.experience ?? null,
    levels: settings.levels.map((l) => ({
      level: l.level,
      experience: l.experience,
      betLimit: l.betLimit,
      dailyAward: l.dailyAward,
      levelUpBonus: l.levelUpBonus,
      signInAward: l.signInAward,
      rebateBps: l.rebateBps,
      showType: l.showType,
    })),
    levelUpBonuses: settings.levels
      .filter((l) => l.level >= 1)
      .map((l) => ({ level: l.level, items: l.levelUpBonus, status: levelUpStatus(state, settings, l.level) })),
    daily: { items: level?.dailyAward ?? [], status: dailyStatus(state), todayValidBet: state.todayValidBet, betLimit: level?.betLimit ?? 0 },
    signIn: { items: level?.signInAward ?? [], status: signInStatus(state) },
    tasks: settings.tasks.map((task) => ({
      id: task.id,
      kind: task.kind,
      minVip: task.minVip,
      target: task.target,
      progress: state.taskProgress.get(task.id) ?? 0,
      items: task.items,
      status: taskStatus(state, task),
    })),
    hasDeposit,
  };
}

/** The player's level changes, newest first, a page before `beforeId`. */
export async function levelAudit(db: Executor, userId: number, beforeId: number | undefined, size: number) {
  const rows = await db
    .select()
    .from(vipLevelChanges)
    .where(and(eq(vipLevelChanges.userId, userId), beforeId ? lt(vipLevelChanges.id, beforeId) : undefined))
    .orderBy(desc(vipLevelChanges.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    list: page.map((r) => ({ id: r.id, fromLevel: r.fromLevel, toLevel: r.toLevel, vipExp: r.vipExp, createdAt: r.createdAt.getTime() })),
    nextBeforeId: rows.length > size ? page[page.length - 1]!.id : null,
  };
}

/**
 * The VIP and rebate red dots (spec §3, DESIGN §7), for refreshData: true only when a claim would
 * pay now, so a player who has never topped up (5003) or is protected (5004) sees none. A few indexed
 * reads: the player row, the VIP grants of once / today / this week, today's or this week's bet
 * totals when a prize needs them, and the open rebates summed per game type (a dot from ₱1: rebates.ts).
 */
export async function vipRedDots(db: Executor, userId: number, now: number, config: AppConfig): Promise<{ vip: boolean; rebate: boolean }> {
  const player = await playerVip(db, userId);
  if (!player.hasDeposit || (await promotionsWithheld(db, userId, now))) return { vip: false, rebate: false };
  const settings = vipSettings(config);
  const vip = anyVipClaimable(await vipState(db, userId, settings, now, player), settings);
  return { vip, rebate: await rebateClaimable(db, userId) };
}
