import { describe, expect, it } from 'vitest';
import { formatRate, rateFor, workedExample } from './rules.ts';

const P = 100;
const tiers = [
  { minTeamValidBet: 0, rateBp: 30 },
  { minTeamValidBet: 100_000 * P, rateBp: 50 },
  { minTeamValidBet: 500_000 * P, rateBp: 80 },
];

describe('the rule page arithmetic', () => {
  it('prints rates as percentages', () => {
    expect(formatRate(30)).toBe('0.30%');
    expect(formatRate(125)).toBe('1.25%');
    expect(formatRate(200)).toBe('2.00%');
  });

  it('takes the highest tier reached', () => {
    expect(rateFor(tiers, 99_999 * P)).toBe(30);
    expect(rateFor(tiers, 500_000 * P)).toBe(80);
    expect(rateFor([{ minTeamValidBet: 10 * P, rateBp: 10 }], 0)).toBe(0);
  });

  it('works the example out from the live tiers, as the server would', () => {
    // Team ₱500,000 (top tier, 0.80%): mine ₱200,000, the sub-agent's ₱300,000 (their team → 0.50%).
    // base = 0.80% × 200,000 = ₱1,600; override = 0.30% × 300,000 = ₱900; commission ₱2,500.
    expect(workedExample(tiers)).toEqual({ level1: 200_000 * P, level2: 300_000 * P, team: 500_000 * P, rateBp: 80, subRateBp: 50, base: 1_600 * P, override: 900 * P, commission: 2_500 * P });
  });

  it('has no override with a single tier, and floors the commission to a peso', () => {
    const example = workedExample([{ minTeamValidBet: 0, rateBp: 33 }]);
    expect(example.team).toBe(100_000 * P);
    expect(example.override).toBe(0);
    expect(example.base).toBe(132 * P); // 0.33% × ₱40,000
    expect(example.commission % P).toBe(0);
  });
});
