import type { AgentProgramme } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { betDaysOfPlayers } from '../games/index.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { paidDepositTimes } from '../wallet/index.ts';
import { agentsRepo } from './repo.ts';
import { referralSignals } from './signals.ts';
import { counts, type Level } from './team.ts';
import { manilaDayOf } from './weeks.ts';

const DAY_MS = 24 * 3600_000;

/** A referee's progress towards a valid invite: valid bets since joining and paid deposits since then. */
export interface Progress {
  validBet: number;
  deposits: number;
}

/** Each member's valid bets since their binding day and paid deposits since their binding (two reads for all). */
export async function progressOf(db: Executor, level: Level, now: number): Promise<Map<number, Progress>> {
  const progress = new Map<number, Progress>(level.members.map((m) => [m.id, { validBet: 0, deposits: 0 }]));
  const rows = [...level.referrals.values()];
  if (rows.length === 0) return progress;
  const from = manilaDayOf(Math.min(...rows.map((row) => row.boundAt.getTime())));
  for (const day of await betDaysOfPlayers(db, rows.map((row) => row.refereeId), from, manilaDayOf(now))) {
    const row = level.referrals.get(day.userId)!;
    if (day.day >= manilaDayOf(row.boundAt.getTime())) progress.get(day.userId)!.validBet += day.validBet;
  }
  for (const deposit of await paidDepositTimes(db, rows.map((row) => row.refereeId))) {
    const row = level.referrals.get(deposit.userId)!;
    if (deposit.paidAt >= row.boundAt) progress.get(deposit.userId)!.deposits += 1;
  }
  return progress;
}

/**
 * Marks the agent's referees who are now valid invites (docs/agents.md "Valid invites"): KYC
 * approved, valid bets since joining of at least `minValidBet` or `orDeposits` paid deposits, joined
 * at least `holdDays` ago, the referral clear or released, the referee not protected — and, checked
 * again at this moment, no fraud signal (one found freezes it instead). Never for a sign-up or a
 * deposit alone. A referral is marked once (`markValid` skips a set one): the week it is marked in is
 * the week its bonus belongs to.
 */
export async function refreshValidity(db: Executor, level: Level, rules: AgentProgramme, now: number): Promise<Map<number, Progress>> {
  const progress = await progressOf(db, level, now);
  const repo = agentsRepo(db);
  const { minValidBet, orDeposits, holdDays } = rules.validInvite;
  for (const member of level.members) {
    const row = level.referrals.get(member.id);
    if (!row || row.validAt || !counts(row) || !member.hasKyc) continue;
    if (now < row.boundAt.getTime() + holdDays * DAY_MS) continue;
    const made = progress.get(member.id)!;
    if (made.validBet < minValidBet && made.deposits < orDeposits) continue;
    if (await promotionsWithheld(db, member.id, now)) continue;
    const siblings = level.members.map((m) => m.id);
    const { signals, freezes } = await referralSignals(db, member.id, row.inviterId, siblings);
    if (freezes && row.review === 'clear') {
      await repo.freeze(member.id, signals);
      row.review = 'frozen';
      row.signals = signals;
      continue;
    }
    if (await repo.markValid(member.id, new Date(now))) row.validAt = new Date(now);
  }
  return progress;
}
