import { eq } from 'drizzle-orm';
import { ActivityId, type ClaimStatus } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { grantedKey, grantedKeys, ONCE } from '../rewards/index.ts';
import { vipPeriods, type VipPeriods } from './periods.ts';
import { levelOf, type VipLevel, type VipSettings, type VipTask } from './settings.ts';

/**
 * Where each VIP prize stands for one player now (docs/rewards.md "VIP"): what getVipInfo shows, the
 * red dot asks and a claim checks (inside its transaction, after locking the player). The natural
 * keys of the grants are built here only, so a status and its claim always agree.
 */
export const prizeKey = {
  levelUp: (level: number) => ({ period: ONCE, key: `level:${level}`, reason: 'vip_level_up' }),
  daily: (p: VipPeriods) => ({ period: p.today, key: 'daily', reason: 'vip_daily' }),
  signIn: (p: VipPeriods) => ({ period: p.today, key: 'sign_in', reason: 'vip_sign_in' }),
  task: (p: VipPeriods, id: number) => ({ period: p.week, key: `task:${id}`, reason: 'vip_task' }),
};

/**
 * The games' bet totals and the wallet's deposits, loaded when first read rather than at import:
 * both areas import this one (the games' settle hook, through the wallet's retrieve-balance), and a
 * static import would let whichever module loads first decide whether the others are ready.
 */
const games = () => import('../games/index.ts');
const wallet = () => import('../wallet/index.ts');

export interface PlayerVip {
  vip: number;
  vipExp: number;
  hasDeposit: boolean;
}

export async function playerVip(db: Executor, userId: number, lock = false): Promise<PlayerVip> {
  const query = db.select({ vip: users.vip, vipExp: users.vipExp, totalRecharge: users.totalRecharge }).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return { vip: row?.vip ?? 0, vipExp: row?.vipExp ?? 0, hasDeposit: Number(row?.totalRecharge ?? 0) > 0 };
}

export interface VipState {
  player: PlayerVip;
  periods: VipPeriods;
  level: VipLevel | undefined;
  granted: Set<string>;
  claimed: (k: { period: string; key: string }) => boolean;
  todayValidBet: number;
  /** Progress of each task offered (minVip reached), by task id. */
  taskProgress: Map<number, number>;
}

/**
 * The reads behind every status: the player row, the VIP grants of once / today / this week (one
 * read on their unique index), today's valid bet when a daily award is in reach, and the week's
 * valid bets and deposits when a task of that kind is offered.
 */
export async function vipState(db: Executor, userId: number, settings: VipSettings, now: number, player?: PlayerVip): Promise<VipState> {
  const p = player ?? (await playerVip(db, userId));
  const periods = vipPeriods(now);
  const granted = await grantedKeys(db, userId, ActivityId.VIP, [ONCE, periods.today, periods.week]);
  const level = levelOf(settings, p.vip);
  const todayValidBet = p.vip >= 1 && level && level.dailyAward.length > 0 ? (await (await games()).betTotals(db, userId, periods.today)).validBet : 0;
  const offered = settings.tasks.filter((task) => task.minVip <= p.vip);
  const weekBet = offered.some((t) => t.kind === 'validBet') ? await (await games()).validBetBetween(db, userId, periods.weekFirstDay, periods.weekLastDay) : 0;
  const weekDeposit = offered.some((t) => t.kind === 'deposit') ? await (await wallet()).depositsPaidBetween(db, userId, periods.weekStart, periods.weekEnd) : 0;
  return {
    player: p,
    periods,
    level,
    granted,
    claimed: (k) => granted.has(grantedKey(k.period, k.key)),
    todayValidBet,
    taskProgress: new Map(offered.map((task) => [task.id, task.kind === 'validBet' ? weekBet : weekDeposit])),
  };
}

export function levelUpStatus(state: VipState, settings: VipSettings, level: number): ClaimStatus {
  if (state.claimed(prizeKey.levelUp(level))) return 'claimed';
  const items = levelOf(settings, level)?.levelUpBonus ?? [];
  return level >= 1 && level <= state.player.vip && items.length > 0 ? 'claimable' : 'locked';
}

export function dailyStatus(state: VipState): ClaimStatus {
  if (state.claimed(prizeKey.daily(state.periods))) return 'claimed';
  const level = state.level;
  return state.player.vip >= 1 && level && level.dailyAward.length > 0 && state.todayValidBet >= level.betLimit ? 'claimable' : 'locked';
}

export function signInStatus(state: VipState): ClaimStatus {
  if (state.claimed(prizeKey.signIn(state.periods))) return 'claimed';
  return state.player.vip >= 1 && (state.level?.signInAward.length ?? 0) > 0 ? 'claimable' : 'locked';
}

export function taskStatus(state: VipState, task: VipTask): ClaimStatus {
  if (state.claimed(prizeKey.task(state.periods, task.id))) return 'claimed';
  const progress = state.taskProgress.get(task.id);
  return progress !== undefined && progress >= task.target && task.items.length > 0 ? 'claimable' : 'locked';
}

/** Some VIP prize can be claimed now: the red dot. */
export function anyVipClaimable(state: VipState, settings: VipSettings): boolean {
  for (const level of settings.levels) if (levelUpStatus(state, settings, level.level) === 'claimable') return true;
  return dailyStatus(state) === 'claimable' || signInStatus(state) === 'claimable' || settings.tasks.some((task) => taskStatus(state, task) === 'claimable');
}
