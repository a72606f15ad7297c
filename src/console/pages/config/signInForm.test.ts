import { describe, expect, it } from 'vitest';
import type { SignInCalendarConfig } from '../../../../contract/calls/config.ts';
import seed from '../../../../server/seed/app-config.json';
import { parseConfigValue } from '../../../../server/console/config-values.ts';
import { emptyPrize, signInDraftOf, signInValueOf } from './signInForm.ts';

const stored = seed.signInCalendar as SignInCalendarConfig;

/** The server's answer to a value: its 400's field, or null when it takes it. */
function serverRefusal(value: unknown): string | null {
  try {
    parseConfigValue('signInCalendar', value);
    return null;
  } catch (error) {
    return (error as { field?: string }).field ?? 'value';
  }
}

describe('the daily sign-in form', () => {
  it('round-trips the stored calendar exactly, coin shown in whole pesos', () => {
    const draft = signInDraftOf(stored);
    expect(draft.days).toHaveLength(7);
    expect(draft.days[0]).toEqual({ coin: '2', points: '', diamond: '' });
    expect(draft.days[6]).toEqual({ coin: '10', points: '100', diamond: '' });
    const built = signInValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value).toEqual(stored);
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('a changed day: pesos to hundredths, the items in coin, points, diamonds order; the server’s item fields map back to the form’s', () => {
    const draft = signInDraftOf(stored);
    draft.days[0] = { coin: '1,000', points: '', diamond: '3' };
    draft.days.push({ ...emptyPrize(), points: '10000' });
    const built = signInValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value.days[0]!.items).toEqual([
      { propId: 2001, count: 100_000 },
      { propId: 60001, count: 3 },
    ]);
    expect(built.value.days).toHaveLength(8);
    expect(built.formFieldOf['value.days.0.items.1.count']).toBe('value.days.0.diamond');
    expect(built.formFieldOf['value.days.0.items']).toBe('value.days.0.items');
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('refuses what the server refuses: centavos, a day without a prize, above the day’s cap, no days, a bad turnover', () => {
    const draft = signInDraftOf(stored);
    draft.days[0] = { coin: '2.50', points: '', diamond: '' };
    draft.days[1] = emptyPrize();
    draft.days[2] = { coin: '1001', points: '10001', diamond: '' };
    draft.wagering = '101';
    expect(signInValueOf(draft).problems).toEqual({
      'value.days.0.coin': { key: 'config.errors.amount' },
      'value.days.1.items': { key: 'console-activities:errors.noItems' },
      'value.days.2.coin': { key: 'console-activities:errors.coinAboveCap', params: { max: 1_000 } },
      'value.days.2.points': { key: 'console-activities:errors.countAboveCap', params: { max: 10_000 } },
      'value.wagering': { key: 'console-pages:config.errors.multiple' },
    });
    expect(signInValueOf({ wagering: '1', days: [] }).problems).toEqual({ 'value.days': { key: 'console-activities:errors.range', params: { min: 1, max: 31 } } });
    // The same values sent anyway: the server refuses each at the same place.
    expect(serverRefusal({ days: [{ items: [{ propId: 2001, count: 100_100 }] }], wagering: 1 })).toBe('value.days.0.items.0.count');
    expect(serverRefusal({ days: [{ items: [] }], wagering: 1 })).toBe('value.days.0.items');
    expect(serverRefusal({ days: [], wagering: 1 })).toBe('value.days');
  });

  it('no calendar stored: no days, 1× turnover, and saving one needs at least a day', () => {
    expect(signInDraftOf(undefined)).toEqual({ wagering: '1', days: [] });
  });
});
