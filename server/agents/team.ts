import type { Executor } from '../db/client.ts';
import { betDaysOfPlayers } from '../games/index.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { agentsRepo, type Member, type ReferralRow } from './repo.ts';
import { referralSignals } from './signals.ts';
import { manilaDayOf, type Week } from './weeks.ts';

/**
 * One level of an agent's tree in one week (docs/agents.md "Commission"): the referees of `parents`,
 * their programme rows (made, and checked for fraud signals, the first time they are seen), and the
 * valid bets that count. A referee's bets count from the day they were bound, only while their
 * referral is clear or released (not frozen, not void), and not while they are protected (a
 * self-excluded or cooling-off referee earns nothing for anyone).
 */
export interface Level {
  members: Member[];
  referrals: Map<number, ReferralRow>;
  /** Each member's counted valid bets of the week (0 when not eligible). */
  bets: Map<number, number>;
  /** Members whose bets may count (review clear or released, and not protected now). */
  eligible: Set<number>;
  /** Each parent's sum of its eligible members' bets. */
  perParent: Map<number, number>;
}

export const counts = (row: ReferralRow | undefined) => row !== undefined && (row.review === 'clear' || row.review === 'released');

/** Checks the referrals just made (siblings: the inviter's other referees) and freezes those with signals. */
export async function checkNewReferrals(db: Executor, made: readonly ReferralRow[], members: readonly Member[]): Promise<void> {
  for (const row of made) {
    const siblings = members.filter((m) => m.pid === row.inviterId).map((m) => m.id);
    const { signals, freezes } = await referralSignals(db, row.refereeId, row.inviterId, siblings);
    if (freezes) {
      await agentsRepo(db).freeze(row.refereeId, signals);
      row.review = 'frozen';
      row.signals = signals;
    } else if (signals.length > 0) {
      await agentsRepo(db).noteSignals(row.refereeId, signals);
      row.signals = signals;
    }
  }
}

export async function loadLevel(db: Executor, parents: readonly number[], week: Week, now: number): Promise<Level> {
  const repo = agentsRepo(db);
  const members = await repo.childrenOf(parents);
  const { rows: referrals, made } = await repo.referralsFor(members);
  await checkNewReferrals(db, made, members);
  const bets = new Map<number, number>();
  const eligible = new Set<number>();
  const perParent = new Map<number, number>(parents.map((id) => [id, 0]));
  const candidates = members.filter((m) => counts(referrals.get(m.id)));
  const days = await betDaysOfPlayers(db, candidates.map((m) => m.id), week.days[0]!, week.days[6]!);
  const raw = new Map<number, number>();
  for (const row of days) {
    const referral = referrals.get(row.userId)!;
    if (row.day < manilaDayOf(referral.boundAt.getTime())) continue;
    raw.set(row.userId, (raw.get(row.userId) ?? 0) + row.validBet);
  }
  for (const member of candidates) {
    const bet = raw.get(member.id) ?? 0;
    // Only a referee who bet can change a figure; one read each, after the cheap checks.
    if (bet > 0 && (await promotionsWithheld(db, member.id, now))) continue;
    eligible.add(member.id);
    bets.set(member.id, bet);
    if (member.pid !== null) perParent.set(member.pid, (perParent.get(member.pid) ?? 0) + bet);
  }
  return { members, referrals, bets, eligible, perParent };
}
