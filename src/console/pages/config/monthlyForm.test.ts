import { describe, expect, it } from 'vitest';
import { offersConfigDefaults, type MonthlyBonusConfig } from '../../../../contract/calls/config.ts';
import seed from '../../../../server/seed/app-config.json';
import { parseConfigValue } from '../../../../server/console/config-values.ts';
import { monthlyDraftOf, monthlyValueOf, newTierDraft } from './monthlyForm.ts';

const stored = seed.monthlyBonus as MonthlyBonusConfig;

function serverRefusal(value: unknown): string | null {
  try {
    parseConfigValue('monthlyBonus', value);
    return null;
  } catch (error) {
    return (error as { field?: string }).field ?? 'value';
  }
}

describe('the monthly bonus form', () => {
  it('round-trips the stored tiers exactly (the seed is the defaults), amounts in whole pesos', () => {
    expect(stored).toEqual(offersConfigDefaults.monthlyBonus);
    const draft = monthlyDraftOf(stored);
    expect(draft.tiers[0]).toEqual({ minValidBet: '1000', coin: '10', points: '10', diamond: '' });
    const built = monthlyValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value).toEqual(stored);
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('a new tier at the top: its threshold and prize in hundredths; the server’s item fields map to the form’s', () => {
    const draft = monthlyDraftOf(stored);
    draft.tiers.push({ ...newTierDraft(), minValidBet: '100,000', coin: '50000' });
    const built = monthlyValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value.tiers[3]).toEqual({ minValidBet: 10_000_000, items: [{ propId: 2001, count: 5_000_000 }] });
    expect(built.formFieldOf['value.tiers.3.items.0.count']).toBe('value.tiers.3.coin');
    expect(built.formFieldOf['value.tiers.3.minValidBet']).toBe('value.tiers.3.minValidBet');
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('refuses tiers out of order or twice, ₱0, centavos, a tier without a prize, above the tier’s cap, as the server does', () => {
    const draft = monthlyDraftOf(stored);
    draft.tiers[1]!.minValidBet = '1000';
    draft.tiers[2]!.coin = '50001';
    draft.tiers.push({ ...newTierDraft(), minValidBet: '0', points: '1' }, { ...newTierDraft(), minValidBet: '99.50' }, { ...newTierDraft(), minValidBet: '999999' });
    expect(monthlyValueOf(draft).problems).toEqual({
      'value.tiers.1.minValidBet': { key: 'console-activities:monthly.errors.notAscending', params: { previous: 1_000 } },
      'value.tiers.2.coin': { key: 'console-activities:errors.coinAboveCap', params: { max: 50_000 } },
      'value.tiers.3.minValidBet': { key: 'console-activities:errors.positive' },
      'value.tiers.4.minValidBet': { key: 'console-pages:config.errors.amount' },
      'value.tiers.4.items': { key: 'console-activities:errors.noItems' },
      'value.tiers.5.items': { key: 'console-activities:errors.noItems' },
    });
    const twice = { tiers: [stored.tiers[0], stored.tiers[0]], wagering: 1 };
    expect(serverRefusal(twice)).toBe('value.tiers.1.minValidBet');
    expect(serverRefusal({ tiers: [{ ...stored.tiers[0], items: [{ propId: 2001, count: 5_000_100 }] }], wagering: 1 })).toBe('value.tiers.0.items.0.count');
  });

  it('no tiers at all is a value (nobody gets a bonus); more than 20 is not', () => {
    expect(monthlyValueOf({ wagering: '1', tiers: [] })).toMatchObject({ value: { tiers: [], wagering: 1 }, problems: {} });
    const many = Array.from({ length: 21 }, (_, i) => ({ ...newTierDraft(), minValidBet: String(i + 1), coin: '1' }));
    expect(monthlyValueOf({ wagering: '1', tiers: many }).problems).toEqual({ 'value.tiers': { key: 'console-activities:errors.tooMany', params: { max: 20 } } });
  });
});
