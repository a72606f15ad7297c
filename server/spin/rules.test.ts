import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FairTable } from '../../contract/index.ts';
import { parseSpinConfig, spinWheelConfigSchema, type SpinWheelConfig } from './config.ts';
import { spinReleaseTable } from './fair-table.ts';
import { drawableTable, manilaDayBounds, spinSources, spinsLeft, wheelSegments } from './rules.ts';

const seeded = spinWheelConfigSchema.parse(JSON.parse(readFileSync(new URL('../seed/spin-wheel.json', import.meta.url), 'utf8')));
const config: SpinWheelConfig = { ...seeded, dailyFree: 1, deposit: { step: 20_000, cap: 3 }, bet: { step: 100_000, cap: 2 } };
const table = (): FairTable => ({ key: 'spin', version: 1, effectiveFrom: 0, kind: 'weighted', ...spinReleaseTable(config).body });

describe('spin wheel rules', () => {
  it('the seeded config parses: 8 slices, weights out of 10,000, coin in whole pesos', () => {
    expect(seeded.segments).toHaveLength(8);
    expect(seeded.segments.reduce((s, x) => s + x.weight, 0)).toBe(10_000);
    expect(parseSpinConfig({ ...seeded, segments: [{ ...seeded.segments[0]!, count: 150 }, seeded.segments[1]] })).toBeNull();
    expect(parseSpinConfig({ ...seeded, segments: [seeded.segments[0], seeded.segments[0]] })).toBeNull();
    expect(parseSpinConfig({ ...seeded, segments: [{ ...seeded.segments[0]!, propId: 1001 }, seeded.segments[1]] })).toBeNull();
    expect(parseSpinConfig('nonsense')).toBeNull();
  });

  it('each source earns one spin per step up to its cap, and says what the next needs', () => {
    const totals = { deposited: 45_000, validBet: 99_999, used: 0 };
    expect(spinSources(config, totals)).toEqual([
      { kind: 'daily', earned: 1, cap: 1, step: 0, amount: 0, need: 0 },
      { kind: 'deposit', earned: 2, cap: 3, step: 20_000, amount: 45_000, need: 15_000 },
      { kind: 'bet', earned: 0, cap: 2, step: 100_000, amount: 99_999, need: 1 },
    ]);
    expect(spinsLeft(config, totals)).toBe(3);
    // Capped: nothing more is needed today.
    expect(spinSources(config, { deposited: 1_000_000, validBet: 0, used: 0 })[1]).toMatchObject({ earned: 3, need: 0 });
    // Used spins come off, never below zero (a refund after a spin takes nothing back).
    expect(spinsLeft(config, { deposited: 45_000, validBet: 0, used: 2 })).toBe(1);
    expect(spinsLeft(config, { deposited: 0, validBet: 0, used: 3 })).toBe(0);
  });

  it('a source with no step or no cap is not one', () => {
    const off = { ...config, dailyFree: 0, deposit: { step: 0, cap: 3 }, bet: { step: 100, cap: 0 } };
    expect(spinSources(off, { deposited: 1_000_000, validBet: 1_000_000, used: 0 })).toEqual([]);
    expect(spinsLeft(off, { deposited: 1_000_000, validBet: 1_000_000, used: 0 })).toBe(0);
  });

  it('the wheel shows the table in force: its prizes and weights by slice; a slice it lacks weighs 0', () => {
    const t = table();
    expect(wheelSegments(config, t).map((s) => s.weight)).toEqual(config.segments.map((s) => s.weight));
    const changed: FairTable = { ...t, weighted: { entries: t.weighted!.entries.slice(1).map((e) => ({ ...e, weight: 7 })), totalWeight: 49 } };
    const view = wheelSegments(config, changed);
    expect(view[0]!.weight).toBe(0);
    expect(view.slice(1).every((s) => s.weight === 7)).toBe(true);
    expect(drawableTable(changed, config)).toBe(true);
  });

  it('a table is drawable only when every entry is a payable prize on the wheel', () => {
    const t = table();
    expect(drawableTable(t, config)).toBe(true);
    expect(drawableTable(undefined, config)).toBe(false);
    const stranger: FairTable = { ...t, weighted: { entries: [...t.weighted!.entries, { id: 99, propId: 2001, type: 1, count: 100, weight: 1 }], totalWeight: 10_001 } };
    expect(drawableTable(stranger, config)).toBe(false);
    const coupon: FairTable = { ...t, weighted: { entries: [{ ...t.weighted!.entries[0]!, propId: 1001 }], totalWeight: 3000 } };
    expect(drawableTable(coupon, config)).toBe(false);
  });

  it('a Manila day runs from 16:00 UTC the day before', () => {
    const { start, end } = manilaDayBounds('2026-12-07');
    expect(start.toISOString()).toBe('2026-12-06T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-07T16:00:00.000Z');
  });
});
