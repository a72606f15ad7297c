import { describe, expect, it } from 'vitest';
import seed from '../../../../server/seed/app-config.json';
import { emptiedRates, percentText, rebateDraftOf, rebateValueOf, typedBps } from './rebateForm.ts';

const stored = seed.betRebate;

describe('the bet-rebate form', () => {
  it('types percents with two decimals as basis points, never through a float', () => {
    expect([typedBps('0.45'), typedBps('1'), typedBps('1.5'), typedBps(' 0.07 '), typedBps('0.29 %'), typedBps('100'), typedBps('0')]).toEqual([45, 100, 150, 7, 29, 10_000, 0]);
    for (const bad of ['', '0.123', '-1', '1,5', 'abc', '100.01', '1000', '.5', '1.']) expect(typedBps(bad), bad).toBeNull();
    expect([percentText(45), percentText(100), percentText(7), percentText(0), percentText(10_000)]).toEqual(['0.45', '1.00', '0.07', '0.00', '100.00']);
    // Every basis point survives the round trip (0.29 × 100 is 28.999… as a float).
    for (let bps = 0; bps <= 10_000; bps++) expect(typedBps(percentText(bps))).toBe(bps);
  });

  it('round-trips the stored value exactly (no change: the server writes nothing)', () => {
    const draft = rebateDraftOf(stored, [0, 1, 2, 3, 4, 5, 6], [1]);
    expect(draft.cap).toBe('1.00');
    expect(draft.rates['4']).toEqual({ '1': '0.45' });
    expect(rebateValueOf(draft, stored)).toEqual({ value: stored, problems: {} });
  });

  it('lays every level × type out, keeps rates of types outside the grid, and leaves empty cells out', () => {
    const draft = rebateDraftOf({ capBps: 100, rates: { '1': { '1': 10, '9': 5 } } }, [0, 1], [1, 2]);
    expect(draft.rates).toEqual({ '0': { '1': '', '2': '' }, '1': { '1': '0.10', '2': '', '9': '0.05' } });
    draft.rates['1']!['2'] = '0.3';
    expect(rebateValueOf(draft, undefined).value).toEqual({ capBps: 100, rates: { '1': { '1': 10, '2': 30, '9': 5 } } });
    // Nothing stored yet: the cap must be typed.
    expect(rebateDraftOf(undefined, [1], [1])).toEqual({ cap: '', wagering: '', rates: { '1': { '1': '' } } });
  });

  it('refuses a rate above the cap (regulators cap rebates), a bad percent, a bad multiple, by the server’s field names', () => {
    const draft = rebateDraftOf(stored, [6], [1]);
    draft.rates['6']!['1'] = '1.01';
    draft.rates['5']!['1'] = '0.123';
    draft.wagering = '101';
    expect(rebateValueOf(draft, stored).problems).toEqual({
      'value.rates.6.1': { key: 'config.rebates.errors.aboveCap', params: { cap: '1.00' } },
      'value.rates.5.1': { key: 'config.rebates.errors.percent' },
      'value.wagering': { key: 'config.errors.multiple' },
    });
    // Raising the cap lets the same rate through.
    draft.cap = '1.5';
    draft.rates['5']!['1'] = '0.6';
    draft.wagering = '';
    const { value, problems } = rebateValueOf(draft, stored);
    expect(problems).toEqual({});
    expect(value.capBps).toBe(150);
    expect(value.rates['6']).toEqual({ '1': 101 });
    expect(value).not.toHaveProperty('wagering');
    draft.cap = '';
    expect(rebateValueOf(draft, stored).problems['value.capBps']).toEqual({ key: 'config.rebates.errors.percent' });
  });
});

describe('an emptied rate is asked about before it is saved as no rate', () => {
  const rebate = { capBps: 100, rates: { 1: { 1: 10, 2: 45 }, 2: { 1: 20 } } };
  it('lists the cells that had a rate and are empty now, and nothing when none was emptied', () => {
    const draft = rebateDraftOf(rebate, [1, 2], [1, 2]);
    expect(emptiedRates(draft, rebate)).toEqual([]);
    draft.rates['1']!['2'] = '  ';
    draft.rates['2']!['1'] = '';
    // A cell that never had a rate, left empty, is not asked about.
    expect(draft.rates['2']!['2']).toBe('');
    expect(emptiedRates(draft, rebate)).toEqual([
      { level: '1', type: '2', was: '0.45' },
      { level: '2', type: '1', was: '0.20' },
    ]);
  });
});
