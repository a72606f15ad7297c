import { describe, expect, it } from 'vitest';
import { bankruptGiftDefaults, type BankruptGiftConfig } from '../../../../contract/calls/config.ts';
import seed from '../../../../server/seed/app-config.json';
import { parseConfigValue } from '../../../../server/console/config-values.ts';
import { bankruptDraftOf, bankruptValueOf, newAwardDraft } from './bankruptForm.ts';

const stored = seed.bankruptGift as BankruptGiftConfig;

function serverRefusal(value: unknown): string | null {
  try {
    parseConfigValue('bankruptGift', value);
    return null;
  } catch (error) {
    return (error as { field?: string }).field ?? 'value';
  }
}

describe('the bankruptcy gift form', () => {
  it('round-trips the stored gift (the seed is the defaults), amounts in whole pesos', () => {
    expect(stored).toEqual(bankruptGiftDefaults);
    const draft = bankruptDraftOf(stored);
    expect(draft).toMatchObject({ threshold: '1', claimMinutes: '30', maxPerDay: '3', wagering: '1' });
    expect(draft.awards[0]).toEqual({ id: '1', validBet: '100', kind: 'coin', count: '10' });
    const built = bankruptValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value).toEqual(stored);
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('an award of points after the others, at the same valid bets: one prop, its count as typed; the server’s fields map to the form’s', () => {
    const draft = bankruptDraftOf(stored);
    draft.awards.push({ ...newAwardDraft(draft.awards), kind: 'points', count: '10000' });
    expect(draft.awards[3]).toMatchObject({ id: '4', validBet: '2000' });
    const built = bankruptValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value.awards[3]).toEqual({ id: 4, validBet: 200_000, propId: 2002, count: 10_000 });
    expect(built.formFieldOf['value.awards.3.propId']).toBe('value.awards.3.kind');
    expect(built.formFieldOf['value.awards.3.count']).toBe('value.awards.3.count');
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('refuses what the server refuses: the threshold’s cap, awards out of order or with one id, centavos, above the award’s cap, the window and the day’s claims out of range', () => {
    const draft = bankruptDraftOf(stored);
    draft.threshold = '101';
    draft.claimMinutes = '1441';
    draft.maxPerDay = '21';
    draft.awards[1] = { id: '1', validBet: '50', kind: 'coin', count: '20.50' };
    draft.awards[2] = { id: '3', validBet: '2000', kind: 'diamond', count: '10001' };
    expect(bankruptValueOf(draft).problems).toEqual({
      'value.threshold': { key: 'console-activities:errors.coinAboveCap', params: { max: 100 } },
      'value.claimMinutes': { key: 'console-activities:errors.range', params: { min: 1, max: 1440 } },
      'value.maxPerDay': { key: 'console-activities:errors.range', params: { min: 0, max: 20 } },
      'value.awards.1.id': { key: 'console-activities:bankrupt.errors.duplicateId', params: { id: 1 } },
      'value.awards.1.validBet': { key: 'console-activities:bankrupt.errors.belowPrevious', params: { previous: 100 } },
      'value.awards.1.count': { key: 'console-pages:config.errors.amount' },
      'value.awards.2.count': { key: 'console-activities:errors.countAboveCap', params: { max: 10_000 } },
    });
    const award = (id: number, validBet: number, propId = 2001, count = 1_000) => ({ id, validBet, propId, count });
    expect(serverRefusal({ ...stored, threshold: 10_100 })).toBe('value.threshold');
    expect(serverRefusal({ ...stored, awards: [award(1, 10_000), award(1, 20_000)] })).toBe('value.awards.1.id');
    expect(serverRefusal({ ...stored, awards: [award(1, 10_000), award(2, 5_000)] })).toBe('value.awards.1.validBet');
    expect(serverRefusal({ ...stored, awards: [award(1, 10_000, 60001, 10_001)] })).toBe('value.awards.0.count');
  });

  it('a zero prize and ₱0 threshold are refused; no awards at all is a gift that offers nothing', () => {
    const draft = bankruptDraftOf(stored);
    draft.threshold = '0';
    draft.awards = [{ ...newAwardDraft([]), validBet: '0', count: '0' }, { id: '2', validBet: '0', kind: 'points', count: '0' }];
    expect(bankruptValueOf(draft).problems).toEqual({
      'value.threshold': { key: 'console-activities:errors.positive' },
      'value.awards.0.count': { key: 'console-activities:errors.positive' },
      'value.awards.1.count': { key: 'console-activities:errors.range', params: { min: 1, max: 10_000 } },
    });
    expect(bankruptValueOf({ ...bankruptDraftOf(stored), awards: [] })).toMatchObject({ value: { ...stored, awards: [] }, problems: {} });
  });
});
