import { describe, expect, it } from 'vitest';
import type { FirstDepositOfferConfig, PointsExchangeConfig } from '../../../../contract/calls/config.ts';
import seed from '../../../../server/seed/app-config.json';
import { parseConfigValue } from '../../../../server/console/config-values.ts';
import { firstDepositDraftOf, firstDepositValueOf } from './firstDepositForm.ts';
import { pointsDraftOf, pointsValueOf } from './pointsForm.ts';

const offer = seed.firstDepositOffer as FirstDepositOfferConfig;
const exchange = seed.pointsExchange as PointsExchangeConfig;

function serverRefusal(key: 'firstDepositOffer' | 'pointsExchange', value: unknown): string | null {
  try {
    parseConfigValue(key, value);
    return null;
  } catch (error) {
    return (error as { field?: string }).field ?? 'value';
  }
}

describe('the first-deposit offer form', () => {
  it('round-trips the stored offer, amounts in whole pesos', () => {
    const draft = firstDepositDraftOf(offer);
    expect(draft).toEqual({ percent: '100', maxBonus: '500', minDeposit: '100', wagering: '8' });
    const built = firstDepositValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value).toEqual(offer);
    expect(serverRefusal('firstDepositOffer', built.value)).toBeNull();
  });

  it('takes the edges the server takes: 1 % and 200 %, a ₱50,000 bonus, a ₱100 minimum, 5× and 10×', () => {
    for (const [percent, maxBonus, minDeposit, wagering] of [
      ['1', '1', '100', '5'],
      ['200', '50,000', '50000', '10'],
    ] as const) {
      const built = firstDepositValueOf({ percent, maxBonus, minDeposit, wagering });
      expect(built.problems).toEqual({});
      expect(serverRefusal('firstDepositOffer', built.value)).toBeNull();
    }
  });

  it('refuses what the server refuses, by field: a percent outside 1–200, a ₱0 or too large bonus, centavos, a minimum above the largest deposit', () => {
    const problems = (change: object) => firstDepositValueOf({ ...firstDepositDraftOf(offer), ...change }).problems;
    expect(problems({ percent: '0' })).toEqual({ 'value.percent': { key: 'console-activities:errors.range', params: { min: 1, max: 200 } } });
    expect(problems({ percent: '201' })['value.percent']).toBeDefined();
    expect(problems({ percent: '12.5' })['value.percent']).toBeDefined();
    expect(problems({ maxBonus: '0' })).toEqual({ 'value.maxBonus': { key: 'console-activities:errors.positive' } });
    expect(problems({ maxBonus: '50001' })).toEqual({ 'value.maxBonus': { key: 'console-activities:errors.coinAboveCap', params: { max: 50_000 } } });
    expect(problems({ maxBonus: '500.50' })).toEqual({ 'value.maxBonus': { key: 'console-pages:config.errors.amount' } });
    expect(problems({ minDeposit: '50001' })).toEqual({ 'value.minDeposit': { key: 'console-activities:errors.aboveDepositMax', params: { max: 50_000 } } });
    expect(problems({ wagering: 'x' })).toEqual({ 'value.wagering': { key: 'console-pages:config.errors.multiple' } });
    // The documented bounds (docs/rewards.md "Terms"), as the server refuses them.
    expect(problems({ wagering: '1' })).toEqual({ 'value.wagering': { key: 'console-activities:errors.wageringBounds', params: { min: 5, max: 10 } } });
    expect(problems({ wagering: '10.5' })['value.wagering']).toBeDefined();
    expect(problems({ minDeposit: '99' })).toEqual({ 'value.minDeposit': { key: 'console-activities:errors.belowQualifying', params: { min: 100 } } });
    expect(serverRefusal('firstDepositOffer', { ...offer, wagering: 1 })).toBe('value.wagering');
    expect(serverRefusal('firstDepositOffer', { ...offer, minDeposit: 9_900 })).toBe('value.minDeposit');
    for (const [change, field] of [
      [{ percent: 0 }, 'value.percent'],
      [{ percent: 201 }, 'value.percent'],
      [{ maxBonus: 0 }, 'value.maxBonus'],
      [{ maxBonus: 5_000_100 }, 'value.maxBonus'],
      [{ minDeposit: 5_000_100 }, 'value.minDeposit'],
    ] as const) {
      expect(serverRefusal('firstDepositOffer', { ...offer, ...change })).toBe(field);
    }
  });
});

describe('the points exchange form', () => {
  it('round-trips the stored exchange; no daily cap is an empty field and null', () => {
    const draft = pointsDraftOf(exchange);
    expect(draft).toEqual({ pointsPerPeso: '10', minPoints: '100', dailyMaxPoints: '5000', wagering: '1' });
    expect(pointsValueOf(draft)).toMatchObject({ value: exchange, problems: {} });
    const uncapped = pointsValueOf({ ...draft, dailyMaxPoints: ' ' });
    expect(uncapped).toMatchObject({ value: { ...exchange, dailyMaxPoints: null }, problems: {} });
    expect(serverRefusal('pointsExchange', uncapped.value)).toBeNull();
  });

  it('no exchange stored: empty fields (not offered) that must be filled to save one', () => {
    const draft = pointsDraftOf(undefined);
    expect(draft).toEqual({ pointsPerPeso: '', minPoints: '', dailyMaxPoints: '', wagering: '1' });
    expect(Object.keys(pointsValueOf(draft).problems)).toEqual(['value.pointsPerPeso', 'value.minPoints']);
  });

  it('refuses what the server refuses: a rate of 0, a minimum off the rate’s multiple, a daily cap below the minimum', () => {
    const problems = (change: object) => pointsValueOf({ ...pointsDraftOf(exchange), ...change }).problems;
    expect(problems({ pointsPerPeso: '0' })).toEqual({ 'value.pointsPerPeso': { key: 'console-activities:errors.range', params: { min: 1, max: 1_000_000 } } });
    expect(problems({ minPoints: '105' })).toEqual({ 'value.minPoints': { key: 'console-activities:points.errors.step', params: { step: 10 } } });
    expect(problems({ dailyMaxPoints: '90' })).toEqual({ 'value.dailyMaxPoints': { key: 'console-activities:points.errors.capBelowMin', params: { min: 100 } } });
    expect(problems({ dailyMaxPoints: '0' })).toEqual({ 'value.dailyMaxPoints': { key: 'console-pages:config.errors.whole' } });
    expect(serverRefusal('pointsExchange', { ...exchange, pointsPerPeso: 0 })).toBe('value.pointsPerPeso');
    expect(serverRefusal('pointsExchange', { ...exchange, minPoints: 105 })).toBe('value.minPoints');
    expect(serverRefusal('pointsExchange', { ...exchange, dailyMaxPoints: 90 })).toBe('value.dailyMaxPoints');
  });
});
