import { describe, expect, it } from 'vitest';
import { rateFor, weekCommission } from './commission.ts';

// ₱ in hundredths.
const P = 100;
const tiers = [
  { minTeamValidBet: 0, rateBp: 30 }, // 0.30%
  { minTeamValidBet: 100_000 * P, rateBp: 50 }, // 0.50% from ₱100,000
  { minTeamValidBet: 500_000 * P, rateBp: 80 }, // 0.80% from ₱500,000
];

describe('rateFor', () => {
  it('takes the highest tier reached, whatever the order given', () => {
    expect(rateFor(tiers, 0)).toBe(30);
    expect(rateFor(tiers, 99_999 * P)).toBe(30);
    expect(rateFor(tiers, 100_000 * P)).toBe(50);
    expect(rateFor(tiers.toReversed(), 600_000 * P)).toBe(80);
  });

  it('is 0 below a first tier above ₱0', () => {
    expect(rateFor([{ minTeamValidBet: 1_000 * P, rateBp: 10 }], 999 * P)).toBe(0);
  });
});

describe('weekCommission', () => {
  it('pays nothing for referees who did not play (no pay for recruiting)', () => {
    const result = weekCommission({ tiers, level1: 0, subAgents: [{ level1: 0, level2: 0 }, { level1: 0, level2: 0 }] });
    expect(result).toEqual({ teamValidBet: 0, rateBp: 30, base: 0, override: 0, commission: 0 });
  });

  it('adds the base and the rate difference over each sub-agent, by hand', () => {
    // A: level 1 bets ₱80,000; sub-agent B's referees ₱150,000 (B's own team ₱150,000 → 0.50%);
    // sub-agent C's referees ₱300,000 with ₱300,000 below them (C's team ₱600,000 → 0.80%).
    // A's team = 80,000 + 150,000 + 300,000 = ₱530,000 → 0.80%.
    // base = 0.80% × 80,000 = ₱640; override = (0.80 − 0.50)% × 150,000 = ₱450, (0.80 − 0.80)% × 300,000 = ₱0.
    const result = weekCommission({
      tiers,
      level1: 80_000 * P,
      subAgents: [
        { level1: 150_000 * P, level2: 0 },
        { level1: 300_000 * P, level2: 300_000 * P },
      ],
    });
    expect(result).toEqual({ teamValidBet: 530_000 * P, rateBp: 80, base: 640 * P, override: 450 * P, commission: 1_090 * P });
  });

  it('never takes from the agent when a sub-agent is on a higher tier', () => {
    // A's team ₱60,000 (0.30%); B below A has a team of ₱700,000 (0.80%) from B's own level 2.
    const result = weekCommission({ tiers, level1: 10_000 * P, subAgents: [{ level1: 50_000 * P, level2: 650_000 * P }] });
    expect(result.override).toBe(0);
    expect(result.base).toBe(30 * P);
  });

  it('floors the total to a whole peso, each part to a centavo', () => {
    // 0.30% × ₱333.33 = ₱0.99999 → 99 centavos → ₱0.
    const result = weekCommission({ tiers, level1: 33_333, subAgents: [] });
    expect(result.base).toBe(99);
    expect(result.commission).toBe(0);
  });
});
