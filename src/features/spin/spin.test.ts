import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { SpinSegment } from '../../../contract/calls/spin.ts';
import en from '../../../locales/en-PH/spin.json';
import { prizeWords, wheelModel } from './labels.ts';
import { createTapGate, SPIN_DEBOUNCE_MS } from '../../shared/ui/tapGate.ts';

/** The en-PH texts with i18next's plural and interpolation, enough for these labels. */
const t = ((key: string, values: Record<string, string | number> = {}) => {
  const path = key.replace(/^spin:/, '').split('.');
  const leaf = path.pop()!;
  const parent = path.reduce<Record<string, unknown>>((at, part) => at[part] as Record<string, unknown>, en as Record<string, unknown>);
  const text = (parent[leaf] ?? parent[`${leaf}_${values.count === 1 ? 'one' : 'other'}`]) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}) as unknown as TFunction;

const segment = (id: number, tier: SpinSegment['tier'], art: SpinSegment['art'], items: SpinSegment['items']): SpinSegment => ({ id, tier, art, items, weight: 10 });

describe('the spin page', () => {
  it('names prizes as the odds table and the record show them', () => {
    expect(prizeWords(t, [{ propId: 2001, count: 500 }])).toBe('₱5');
    expect(prizeWords(t, [{ propId: 60001, count: 1 }])).toBe('1 diamond');
    expect(prizeWords(t, [{ propId: 2002, count: 20 }])).toBe('20 points');
    expect(prizeWords(t, [{ propId: 2001, count: 10_000 }, { propId: 60001, count: 5 }])).toBe('₱100 + 5 diamonds');
  });

  it('gives the wheel short captions, the art and decorative sizes by tier, in the server order', () => {
    const model = wheelModel(t, [segment(1, 'small', 'coins', [{ propId: 2001, count: 100 }]), segment(8, 'grand', 'coin-chest', [{ propId: 2001, count: 100_000 }]), segment(4, 'medium', 'diamond', [{ propId: 60001, count: 5 }])]);
    expect(model.segments.map((s) => s.label)).toEqual(['₱1', '₱1,000', '×5']);
    expect(model.segments.map((s) => s.art)).toEqual(['coins', 'coin-chest', 'diamond']);
    // The grand prize's slice is drawn narrower: decoration, never its chance.
    expect(model.segments[1]!.size).toBeLessThan(model.segments[0]!.size);
  });

  it('the spin button acts on the first tap and drops taps within 300 ms', () => {
    let now = 1000;
    const gate = createTapGate(SPIN_DEBOUNCE_MS, () => now);
    expect(gate.pass()).toBe(true);
    now += 120;
    expect(gate.pass()).toBe(false);
    now += 179;
    expect(gate.pass()).toBe(false);
    now += 1;
    expect(gate.pass()).toBe(true);
  });
});
