import { describe, expect, it } from 'vitest';
import type { AgentProgramme } from '../../../../contract/calls/agents.ts';
import seed from '../../../../server/seed/app-config.json';
import { parseConfigValue } from '../../../../server/console/config-values.ts';
import { agentProgrammeDraftOf, agentProgrammeValueOf, MAX_TIERS, newAgentTierDraft, rateBpOf } from './agentProgrammeForm.ts';

const stored = seed.agentProgramme as AgentProgramme;

function serverRefusal(value: unknown): string | null {
  try {
    parseConfigValue('agentProgramme', value);
    return null;
  } catch (error) {
    return (error as { field?: string }).field ?? 'value';
  }
}

describe('the agent programme form', () => {
  it('round-trips the seeded rules exactly: pesos and percents with two decimals (30 bp = 0.30 %)', () => {
    const draft = agentProgrammeDraftOf(stored);
    expect(draft.tiers).toEqual([
      { minTeamValidBet: '0', rate: '0.30' },
      { minTeamValidBet: '100000', rate: '0.50' },
      { minTeamValidBet: '500000', rate: '0.80' },
    ]);
    expect(draft.validInvite).toEqual({ minValidBet: '1000', orDeposits: '2', holdDays: '7', coin: '50', wagering: '1' });
    const built = agentProgrammeValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value).toEqual(stored);
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('a new tier at the top: pesos typed with commas and ₱ become hundredths, the percent basis points', () => {
    const draft = agentProgrammeDraftOf(stored);
    draft.tiers.push({ ...newAgentTierDraft(draft.tiers), minTeamValidBet: '₱1,000,000', rate: '1.25' });
    expect(newAgentTierDraft(draft.tiers).rate).toBe('1.25');
    const built = agentProgrammeValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value.tiers[3]).toEqual({ minTeamValidBet: 100_000_000, rateBp: 125 });
    expect(built.formFieldOf['value.tiers.3.rateBp']).toBe('value.tiers.3.rateBp');
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('reads rates as the hint shows them: 0.3 → 30 bp, 2 → 200 bp; 0, 2.01 and three decimals are not rates', () => {
    expect(rateBpOf('0.3')).toBe(30);
    expect(rateBpOf('0.30 %')).toBe(30);
    expect(rateBpOf('2')).toBe(200);
    expect(rateBpOf('0.01')).toBe(1);
    for (const text of ['0', '0.00', '2.01', '0.305', '', 'abc', '-1']) expect(rateBpOf(text)).toBeNull();
  });

  it('refuses what the server refuses: a first tier above ₱0, tiers out of order, a falling rate, centavos, a bonus above the cap', () => {
    const draft = agentProgrammeDraftOf(stored);
    draft.tiers[0]!.minTeamValidBet = '10';
    draft.tiers[1]!.rate = '0.20';
    draft.tiers[2]!.minTeamValidBet = '100000';
    draft.validInvite.coin = '1001';
    draft.validInvite.minValidBet = '99.50';
    draft.validInvite.wagering = '11';
    draft.claimWeeks = '0';
    expect(agentProgrammeValueOf(draft).problems).toEqual({
      'value.tiers.0.minTeamValidBet': { key: 'console-activities:agent.errors.firstTierZero' },
      'value.tiers.1.rateBp': { key: 'console-activities:agent.errors.rateFalls', params: { previous: '0.30' } },
      'value.tiers.2.minTeamValidBet': { key: 'console-activities:agent.errors.notAscending', params: { previous: 100_000 } },
      'value.validInvite.coin': { key: 'console-activities:errors.coinAboveCap', params: { max: 1_000 } },
      'value.validInvite.minValidBet': { key: 'console-pages:config.errors.amount' },
      'value.validInvite.wagering': { key: 'console-activities:errors.wageringBounds', params: { min: 0, max: 10 } },
      'value.claimWeeks': { key: 'console-activities:errors.range', params: { min: 1, max: 52 } },
    });
    // The server refuses the same values under the same names.
    expect(serverRefusal({ ...stored, tiers: [{ minTeamValidBet: 1000, rateBp: 30 }] })).toBe('value.tiers.0.minTeamValidBet');
    expect(serverRefusal({ ...stored, tiers: [stored.tiers[0], { minTeamValidBet: 10_000_000, rateBp: 20 }] })).toBe('value.tiers.1.rateBp');
    expect(serverRefusal({ ...stored, tiers: [stored.tiers[0], { minTeamValidBet: 0, rateBp: 40 }] })).toBe('value.tiers.1.minTeamValidBet');
    expect(serverRefusal({ ...stored, validInvite: { ...stored.validInvite, coin: 100_100 } })).toBe('value.validInvite.coin');
    expect(serverRefusal({ ...stored, validInvite: { ...stored.validInvite, coin: 100_000 } })).toBeNull();
  });

  it('a rate that is not one names the bounds; equal rates are allowed; no tiers, or more than 10, are refused', () => {
    const draft = agentProgrammeDraftOf(stored);
    draft.tiers[1]!.rate = '0.30';
    draft.tiers[2]!.rate = '2.5';
    expect(agentProgrammeValueOf(draft).problems).toEqual({ 'value.tiers.2.rateBp': { key: 'console-activities:agent.errors.rate', params: { min: '0.01', max: '2.00' } } });
    expect(agentProgrammeValueOf({ ...draft, tiers: [] }).problems).toEqual({ 'value.tiers': { key: 'console-activities:agent.errors.noTiers' } });
    const many = Array.from({ length: MAX_TIERS + 1 }, (_, i) => ({ minTeamValidBet: String(i * 1000), rate: '0.30' }));
    expect(agentProgrammeValueOf({ ...draft, tiers: many }).problems).toEqual({ 'value.tiers': { key: 'console-activities:errors.tooMany', params: { max: 10 } } });
  });

  it('no programme stored: one ₱0 tier and empty fields, which must be filled in before a save', () => {
    const draft = agentProgrammeDraftOf(undefined);
    expect(draft.tiers).toEqual([{ minTeamValidBet: '0', rate: '' }]);
    expect(Object.keys(agentProgrammeValueOf(draft).problems).sort()).toEqual([
      'value.claimWeeks',
      'value.fillWindowDays',
      'value.holdDays',
      'value.tiers.0.rateBp',
      'value.validInvite.coin',
      'value.validInvite.holdDays',
      'value.validInvite.minValidBet',
      'value.validInvite.orDeposits',
    ]);
  });
});
