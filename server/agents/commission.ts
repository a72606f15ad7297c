import type { AgentTier } from '../../contract/index.ts';

/**
 * The commission of one agent for one week (docs/agents.md "Commission"), a pure kernel: data in,
 * figures out. Two levels only:
 * - base = my rate × my referees' valid bets (level 1);
 * - override = Σ over my referees who are agents themselves of (my rate − their rate) × their
 *   referees' valid bets, never below 0 (a sub-agent on a higher tier earns their own, not mine).
 * A rate is the highest tier the team's valid bets reach: level 1 + level 2 of that agent. Nothing
 * is counted for a registration or a deposit: only valid bets, so a recruiter without players earns 0.
 * Amounts in hundredths; each part floored to a centavo, the total to a whole peso (what a player sees adds up).
 */

/** A referee of mine who may be an agent: their own referees' valid bets of the week. */
export interface SubAgent {
  /** Their level 1 (my level 2) valid bets. */
  level1: number;
  /** Their level 2 (my level 3: only for their tier). */
  level2: number;
}

export interface CommissionInput {
  tiers: readonly AgentTier[];
  /** My level 1's valid bets of the week. */
  level1: number;
  /** Each of my referees, as agents. */
  subAgents: readonly SubAgent[];
}

export interface Commission {
  teamValidBet: number;
  rateBp: number;
  base: number;
  override: number;
  commission: number;
}

/** The highest tier reached by `teamValidBet` (tiers sorted here: the config's order is not trusted); 0 below the first. */
export function rateFor(tiers: readonly AgentTier[], teamValidBet: number): number {
  let rate = 0;
  for (const tier of [...tiers].sort((a, b) => a.minTeamValidBet - b.minTeamValidBet)) {
    if (teamValidBet >= tier.minTeamValidBet) rate = Math.max(rate, tier.rateBp);
  }
  return rate;
}

const share = (rateBp: number, amount: number) => Math.floor((rateBp * amount) / 10_000);

export function weekCommission({ tiers, level1, subAgents }: CommissionInput): Commission {
  const level2 = subAgents.reduce((sum, sub) => sum + sub.level1, 0);
  const teamValidBet = level1 + level2;
  const rateBp = rateFor(tiers, teamValidBet);
  const base = share(rateBp, level1);
  let override = 0;
  for (const sub of subAgents) {
    const theirs = rateFor(tiers, sub.level1 + sub.level2);
    override += share(Math.max(0, rateBp - theirs), sub.level1);
  }
  const commission = Math.floor((base + override) / 100) * 100;
  return { teamValidBet, rateBp, base, override, commission };
}
