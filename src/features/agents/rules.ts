import type { AgentTier } from '../../../contract/calls/agents.ts';

/**
 * The rule page's arithmetic, the server's formula written out (server/agents/commission.ts): the
 * rate is the highest tier the team's valid bets reach; base = rate × my referees' valid bets;
 * override = (my rate − a sub-agent's rate) × the sub-agent's referees' valid bets, never below 0;
 * each part floored to a centavo, the commission to a whole peso. Amounts in hundredths.
 */
export function rateFor(tiers: readonly AgentTier[], teamValidBet: number): number {
  let rate = 0;
  for (const tier of tiers) if (teamValidBet >= tier.minTeamValidBet) rate = Math.max(rate, tier.rateBp);
  return rate;
}

const share = (rateBp: number, amount: number) => Math.floor((rateBp * amount) / 10_000);

/** Basis points as a percentage: 30 → "0.30%", 125 → "1.25%". */
export const formatRate = (rateBp: number): string => `${(rateBp / 100).toFixed(2)}%`;

export interface WorkedExample {
  /** My referees' valid bets (level 1), a sub-agent's referees' (level 2), their sum. */
  level1: number;
  level2: number;
  team: number;
  rateBp: number;
  subRateBp: number;
  base: number;
  override: number;
  commission: number;
}

const PESO = 100;

/**
 * An example that shows both parts with the live tiers: a team reaching the top tier (at least
 * ₱100,000), 40% of it bet by my own referees and 60% by one sub-agent's, whose own team (only
 * their referees) reaches the rate it reaches.
 */
export function workedExample(tiers: readonly AgentTier[]): WorkedExample {
  const top = Math.max(0, ...tiers.map((tier) => tier.minTeamValidBet));
  const team = Math.ceil(Math.max(top, 100_000 * PESO) / PESO) * PESO;
  const level1 = Math.round((team * 0.4) / PESO) * PESO;
  const level2 = team - level1;
  const rateBp = rateFor(tiers, team);
  const subRateBp = rateFor(tiers, level2);
  const base = share(rateBp, level1);
  const override = share(Math.max(0, rateBp - subRateBp), level2);
  return { level1, level2, team, rateBp, subRateBp, base, override, commission: Math.floor((base + override) / PESO) * PESO };
}
