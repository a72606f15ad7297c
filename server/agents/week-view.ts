import type { AgentProgramme, AgentWeek, WeekStatus } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { paidDepositTimes } from '../wallet/index.ts';
import { weekCommission } from './commission.ts';
import { agentsRepo, type PayoutRow } from './repo.ts';
import { loadLevel, type Level } from './team.ts';
import type { Week } from './weeks.ts';

const DAY_MS = 24 * 3600_000;

/** A week of one agent, with the tree read for it (the claim reads `level1` again under its lock). */
export interface WeekFigures {
  view: AgentWeek;
  level1: Level;
}

/** The commission's state: open until the week ends, holding for `holdDays`, then claimable for `claimWeeks`. */
export function commissionStatus(rules: AgentProgramme, week: Week, amount: number, paid: boolean, now: number): WeekStatus {
  if (now < week.end) return 'open';
  if (paid) return 'paid';
  if (now < week.end + rules.holdDays * DAY_MS) return 'holding';
  if (amount === 0) return 'empty';
  if (now >= week.end + (rules.holdDays + rules.claimWeeks * 7) * DAY_MS) return 'lapsed';
  return 'claimable';
}

/** Valid invites had their own hold: their bonus is claimable once the week they became valid in ends. */
export function validInviteStatus(rules: AgentProgramme, week: Week, amount: number, paid: boolean, now: number): WeekStatus {
  if (now < week.end) return 'open';
  if (paid) return 'paid';
  if (amount === 0) return 'empty';
  if (now >= week.end + rules.claimWeeks * 7 * DAY_MS) return 'lapsed';
  return 'claimable';
}

/** The referrals of `level` that became valid in `week` and still count (a later freeze or void takes them out). */
export function validInWeek(level: Level, week: Week): number {
  let count = 0;
  for (const row of level.referrals.values()) {
    const at = row.validAt?.getTime();
    if (at !== undefined && at >= week.start && at < week.end && (row.review === 'clear' || row.review === 'released')) count += 1;
  }
  return count;
}

/**
 * One agent's week: the tree three levels deep (the third only for the sub-agents' tiers), the
 * funnel, the commission's parts and both claims' states. `payouts`: the agent's, to mark what is paid.
 */
export async function weekFigures(
  db: Executor,
  agentId: number,
  week: Week,
  rules: AgentProgramme,
  payouts: readonly PayoutRow[],
  now: number,
  /** The agent's level 1 of this week, when the caller read it already (the dashboard, for the validity refresh). */
  read?: Level,
): Promise<WeekFigures> {
  const level1 = read ?? (await loadLevel(db, [agentId], week, now));
  const level2 = await loadLevel(db, [...level1.eligible], week, now);
  const level3 = await loadLevel(db, [...level2.eligible], week, now);
  const subAgents = [...level1.eligible].map((id) => {
    const below = level2.members.filter((m) => m.pid === id && level2.eligible.has(m.id));
    return { level1: level2.perParent.get(id) ?? 0, level2: below.reduce((sum, m) => sum + (level3.perParent.get(m.id) ?? 0), 0) };
  });
  const figures = weekCommission({ tiers: rules.tiers, level1: level1.perParent.get(agentId) ?? 0, subAgents });

  const repo = agentsRepo(db);
  const ids = level1.members.map((m) => m.id);
  const firstDeposits = new Map<number, number>();
  for (const row of await paidDepositTimes(db, ids)) if (!firstDeposits.has(row.userId)) firstDeposits.set(row.userId, row.paidAt.getTime());
  const within = (at: number | undefined) => at !== undefined && at >= week.start && at < week.end;
  const funnel = {
    clicks: await repo.clicksBetween(agentId, week.days[0]!, week.days[6]!),
    registrations: [...level1.referrals.values()].filter((row) => within(row.boundAt.getTime())).length,
    firstDeposits: ids.filter((id) => within(firstDeposits.get(id))).length,
    active: [...level1.bets.values()].filter((bet) => bet > 0).length,
    validBet: level1.perParent.get(agentId) ?? 0,
  };
  const frozen = [...level1.referrals.values()].filter((row) => row.review === 'frozen').length;
  const paidCommission = payouts.some((p) => p.period === week.period && p.kind === 'commission');
  const paidInvites = payouts.some((p) => p.period === week.period && p.kind === 'validInvite');
  const validInvites = validInWeek(level1, week);
  const validInviteCoin = validInvites * rules.validInvite.coin;
  return {
    level1,
    view: {
      period: week.period,
      start: week.start,
      end: week.end,
      funnel,
      ...figures,
      frozen,
      status: commissionStatus(rules, week, figures.commission, paidCommission, now),
      claimableAt: week.end + rules.holdDays * DAY_MS,
      validInvites,
      validInviteCoin,
      validInviteStatus: validInviteStatus(rules, week, validInviteCoin, paidInvites, now),
    },
  };
}
