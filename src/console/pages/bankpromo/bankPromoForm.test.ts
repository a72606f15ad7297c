import { describe, expect, it } from 'vitest';
import { bankPromoDefaults } from '../../../../contract/calls/bankpromo.ts';
import { bankPromoBody, formFieldOf, formOfTerms } from './bankPromoForm.ts';

describe('the bank promotion form', () => {
  it('round-trips the terms in whole pesos with a reason', () => {
    expect(bankPromoBody({ ...formOfTerms(bankPromoDefaults), reason: 'December' })).toEqual({ body: { ...bankPromoDefaults, reason: 'December' } });
  });
  it('refuses a percent out of range, no channel, no reason', () => {
    const form = { ...formOfTerms(bankPromoDefaults), reason: 'ok go' };
    expect(bankPromoBody({ ...form, percent: '0' })).toEqual({ refusal: { field: 'percent', key: 'between', params: { min: 1, max: 100 } } });
    expect(bankPromoBody({ ...form, typeIds: [] })).toEqual({ refusal: { field: 'typeIds', key: 'channelsMissing' } });
    expect(bankPromoBody({ ...form, reason: ' ' })).toEqual({ refusal: { field: 'reason', key: 'reasonMissing' } });
    expect(formFieldOf('typeIds.1')).toBe('typeIds');
  });
});
