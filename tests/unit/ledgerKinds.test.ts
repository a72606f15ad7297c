import { describe, expect, it } from 'vitest';
import wallet from '../../locales/en-PH/wallet.json';
import { recordGroups } from '../../server/ledger/kinds.ts';
import { recordKindKey } from '../../src/features/wallet/recordKinds.ts';

const kinds = Object.values(recordGroups).flat();
const labels = wallet.records.kinds as Record<string, string>;

describe('coin record labels', () => {
  it.each(kinds)('%s has its own label, not "Other"', (kind) => {
    expect(labels[kind], `locales/en-PH/wallet.json records.kinds.${kind}`).toBeTruthy();
    expect(labels[kind]).not.toBe(labels.other);
    expect(recordKindKey(kind)).toBe(`records.kinds.${kind}`);
  });

  it('gives every kind a different label, so two rows of different kinds never read the same', () => {
    const texts = kinds.map((kind) => labels[kind]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('calls a kind this build does not know "Other"', () => {
    expect(recordKindKey('from_the_future')).toBe('records.kinds.other');
  });
});
