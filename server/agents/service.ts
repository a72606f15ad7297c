import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, type AgentWeek, type AppConfig, type ReferralStatus, type ReferralView } from '../../contract/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { betDaysOfPlayers } from '../games/index.ts';
import { claimReward, type Grant } from '../rewards/index.ts';
import { agentsRepo, type PayoutRow, type ReferralRow } from './repo.ts';
import { programmeSettings } from './settings.ts';
import { loadLevel } from './team.ts';
import { refreshValidity } from './validity.ts';
import { weekFigures } from './week-view.ts';
import { previousWeek, weekAt, weekOf, type Week } from './weeks.ts';

const DAY_MS = 24 * 3600_000;

/** A nickname as other players see it: first two letters, stars, the last (Ju***o). */
export const maskName = (name: string) => {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
};

export const referralStatus = (row: ReferralRow): ReferralStatus =>
  row.review === 'void' ? 'void' : row.review === 'frozen' ? 'frozen' : row.validAt ? 'valid' : 'pending';

/** The weeks that may still hold something to claim: from last week back past the hold and the claim weeks. */
export function claimWindow(now: number, holdDays: number, claimWeeks: number): Week[] {
  const weeks: Week[] = [];
  let week = previousWeek(weekAt(now));
  const oldest = now - (holdDays + claimWeeks * 7 + 7) * DAY_MS;
  while (week.end > oldest) {
    weeks.push(week);
    week = previousWeek(week);
  }
  return weeks;
}

/**
 * The weeks of `weeks` that may hold something to claim: not both kinds paid, and some valid bet by the
 * two levels below or a referee turned valid in them. Two reads instead of a week's figures each, so a
 * dashboard or a red dot of an agent whose team rested costs little.
 */
async function weeksWithActivity(db: Executor, userId: number, weeks: readonly Week[], payouts: readonly PayoutRow[]): Promise<Week[]> {
  const open = weeks.filter((w) => payouts.filter((p) => p.period === w.period).length < 2);
  if (open.length === 0) return [];
  const repo = agentsRepo(db);
  const level1 = await repo.childrenOf([userId]);
  if (level1.length === 0) return [];
  const level2 = await repo.childrenOf(level1.map((m) => m.id));
  const from = open.at(-1)!.days[0]!;
  const to = open[0]!.days[6]!;
  const betDays = new Set((await betDaysOfPlayers(db, [...level1, ...level2].map((m) => m.id), from, to)).filter((d) => d.validBet > 0).map((d) => d.day));
  const { rows } = await repo.referralsFor(level1);
  const validAt = [...rows.values()].flatMap((row) => (row.validAt ? [row.validAt.getTime()] : []));
  return open.filter((w) => w.days.some((day) => betDays.has(day)) || validAt.some((at) => at >= w.start && at < w.end));
}

/** The agent dashboard (appAgent5User): the asked week, the earlier weeks with something to claim, the team. */
export async function agentDashboard(db: Db, config: AppConfig, userId: number, period: string | undefined, now: number) {
  const { rules, running } = await programmeSettings(db, config);
  const week = period === undefined ? weekAt(now) : weekOf(period);
  if (!week) throw invalid('period');
  if (!rules) throw new ApiError(Errcode.activityNotRunning);
  const repo = agentsRepo(db);
  const payouts = await repo.payouts(userId);
  // The validity refresh first, on the level the week's figures then use: a referee marked valid just
  // now shows in this week's count, with the tree read once.
  const level1 = await loadLevel(db, [userId], week, now);
  await refreshValidity(db, level1, rules, now);
  const current = await weekFigures(db, userId, week, rules, payouts, now, level1);
  const claimable: AgentWeek[] = [];
  for (const earlier of await weeksWithActivity(db, userId, claimWindow(now, rules.holdDays, rules.claimWeeks), payouts)) {
    const { view } = earlier.period === week.period ? current : await weekFigures(db, userId, earlier, rules, payouts, now);
    if (view.status === 'claimable' || view.validInviteStatus === 'claimable') claimable.push(view);
  }
  const level2 = await agentsRepo(db).childrenOf(level1.members.map((m) => m.id));
  return { running, week: current.view, claimable, team: { level1: level1.members.length, level2: level2.length }, rules };
}

type ClaimKind = 'commission' | 'validInvite';

/**
 * Claims one week's commission or valid-invite bonus, once (docs/agents.md "Claims"): in one
 * transaction holding the agent's `users` row, so fifty taps at once pay one. The figure is computed
 * again under the lock (a referee frozen since the page was drawn is out of it); the payment goes
 * through the rewards engine (key: the kind, period: the week), which refuses a protected agent (5004).
 */
export async function claimWeek(db: Db, config: AppConfig, userId: number, period: string, kind: ClaimKind, now: number) {
  const week = weekOf(period);
  if (!week) throw invalid('period');
  const { rules } = await programmeSettings(db, config);
  if (!rules) throw new ApiError(Errcode.activityNotRunning);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const repo = agentsRepo(tx);
    const payouts = await repo.payouts(userId);
    if (payouts.some((p) => p.period === period && p.kind === kind)) throw new ApiError(Errcode.rewardAlreadyClaimed);
    const figures = await weekFigures(tx, userId, week, rules, payouts, now);
    const { view } = figures;
    const status = kind === 'commission' ? view.status : view.validInviteStatus;
    if (status === 'empty') throw new ApiError(Errcode.rewardNothingToClaim);
    if (status !== 'claimable') throw new ApiError(Errcode.agentWeekNotClaimable);
    const amount = kind === 'commission' ? view.commission : view.validInviteCoin;
    const grant: Grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.Agent, period, reason: kind === 'commission' ? 'agent_commission' : 'agent_valid_invite' },
      key: kind,
      items: [{ propId: 2001, count: amount }],
      // Commission is earned: no wagering and no top-up needed. The valid-invite bonus is a free bonus.
      wagering: kind === 'commission' ? 0 : rules.validInvite.wagering,
      freeBonus: kind !== 'commission',
      transfer: kind === 'commission' ? { kind: 'agent_commission' } : undefined,
      meta: { period, teamValidBet: view.teamValidBet, rateBp: view.rateBp, base: view.base, override: view.override, validInvites: view.validInvites },
      now,
    });
    await repo.insertPayout({ userId, period, kind, amount, count: kind === 'validInvite' ? view.validInvites : 0, grantId: grant.id, createdAt: new Date(now) });
    const { coin } = await playerBalances(tx, userId);
    const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
    return { items: grant.items.map(({ propId, count }) => ({ propId, count })), coin, locked, amount, count: view.validInvites };
  });
}

/** My referees, newest first (actInviteRecord), with their progress; validity refreshed first. */
export async function inviteRecord(db: Db, config: AppConfig, userId: number, pageNum: number, pageSize: number, now: number) {
  const { rules } = await programmeSettings(db, config);
  const level = await loadLevel(db, [userId], weekAt(now), now);
  const progress = rules ? await refreshValidity(db, level, rules, now) : new Map();
  const rows = [...level.members].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const list: ReferralView[] = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((member) => {
    const row = level.referrals.get(member.id)!;
    const made = progress.get(member.id) ?? { validBet: 0, deposits: 0 };
    return {
      name: maskName(member.nickname),
      joinedAt: row.boundAt.getTime(),
      status: referralStatus(row),
      kyc: member.hasKyc,
      validBet: made.validBet,
      deposits: made.deposits,
      validAt: row.validAt?.getTime() ?? null,
    };
  });
  return { list, total: rows.length };
}

/** My referees by status and my link's clicks, all time (actInviteStatus). */
export async function inviteStatus(db: Db, config: AppConfig, userId: number, now: number) {
  const { rules } = await programmeSettings(db, config);
  const level = await loadLevel(db, [userId], weekAt(now), now);
  if (rules) await refreshValidity(db, level, rules, now);
  const tally = { pending: 0, valid: 0, frozen: 0, void: 0 };
  for (const row of level.referrals.values()) tally[referralStatus(row)] += 1;
  return { ...tally, clicks: await agentsRepo(db).clicksAll(userId) };
}

/** Whether a week's commission or valid-invite bonus waits to be claimed: the `agent5` red dot. */
export async function agent5Waiting(db: Executor, userId: number, now: number, config: AppConfig): Promise<boolean> {
  const rules = config.agentProgramme;
  if (!rules) return false;
  // Most players invited nobody: one indexed read says so.
  if ((await agentsRepo(db).childrenOf([userId])).length === 0) return false;
  const payouts = await agentsRepo(db).payouts(userId);
  const weeks = await weeksWithActivity(db, userId, claimWindow(now, rules.holdDays, rules.claimWeeks), payouts);
  for (const week of weeks) {
    const { view } = await weekFigures(db, userId, week, rules, payouts, now);
    if (view.status === 'claimable' || view.validInviteStatus === 'claimable') return true;
  }
  return false;
}
