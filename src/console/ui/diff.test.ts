import { describe, expect, it } from 'vitest';
import { diffValues, valueText } from './diff.ts';

describe('what an audited change changed', () => {
  it('lists only the changed fields, by path, old → new', () => {
    const before = { minAmount: 10_000, maxAmount: 5_000_000, dailyCount: 3 };
    expect(diffValues(before, { ...before, maxAmount: 6_000_000 })).toEqual([{ path: 'maxAmount', before: 5_000_000, after: 6_000_000 }]);
    expect(diffValues(before, before)).toEqual([]);
  });

  it('goes into lists and maps, and says what was added or removed', () => {
    const before = { rates: { 1: { 1: 10 } }, days: [{ items: [{ propId: 2001, count: 200 }] }] };
    const after = { rates: { 1: { 1: 10, 2: 5 } }, days: [{ items: [{ propId: 2001, count: 700 }] }] };
    expect(diffValues(before, after)).toEqual([
      { path: 'rates.1.2', before: undefined, after: 5 },
      { path: 'days.0.items.0.count', before: 200, after: 700 },
    ]);
  });

  it('a whole value when there is no before (a new key, an operator added) or it is not an object', () => {
    expect(diffValues(null, { name: 'cora', role: 'admin' })).toEqual([{ path: '', before: null, after: { name: 'cora', role: 'admin' } }]);
    expect(diffValues(500_000, 1_000_000)).toEqual([{ path: '', before: 500_000, after: 1_000_000 }]);
    expect(valueText(undefined)).toBe('—');
    expect(valueText('pending')).toBe('pending');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});
