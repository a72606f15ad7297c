import { describe, expect, it } from 'vitest';
import { PropId } from '../../../../contract/enums.ts';
import seed from '../../../../server/seed/app-config.json';
import type { VipRewardsConfig } from '../../../../contract/calls/config.ts';
import { newTaskDraft, PRIZE_PROPS, vipDraftOf, vipValueOf } from './vipRewardsForm.ts';

const stored = seed.vipRewards as VipRewardsConfig;
const levels = [0, 1, 2, 3, 4, 5, 6];

describe('the VIP prizes form', () => {
  it('names the prize items by the contract’s prop ids', () => {
    expect(PRIZE_PROPS).toEqual({ coin: PropId.coin, points: PropId.points, diamond: PropId.diamond });
  });

  it('round-trips the stored value exactly, coin shown in whole pesos', () => {
    const draft = vipDraftOf(stored, levels);
    expect(Object.keys(draft.levelUpBonus)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(draft.levelUpBonus['5']).toEqual({ coin: '500', points: '', diamond: '10' });
    expect(draft.tasks[1]).toMatchObject({ id: '2', kind: 'deposit', minVip: '1', target: '500', coin: '15', diamond: '' });
    const built = vipValueOf(draft, stored);
    expect(built.problems).toEqual({});
    expect(built.value).toEqual(stored);
  });

  it('a changed prize: pesos to hundredths, empty or 0 is none of that kind, and the server’s item fields map back to the form’s', () => {
    const draft = vipDraftOf(stored, levels);
    draft.levelUpBonus['2'] = { coin: '75', points: '40', diamond: '0' };
    draft.signInAward['1'] = { coin: '', points: '', diamond: '' };
    const built = vipValueOf(draft, stored);
    expect(built.value.levelUpBonus['2']).toEqual([
      { propId: 2001, count: 7_500 },
      { propId: 2002, count: 40 },
    ]);
    // Stored with a prize, now left empty: an empty list (the level stays named).
    expect(built.value.signInAward['1']).toEqual([]);
    expect(built.formFieldOf['value.levelUpBonus.2.1.count']).toBe('value.levelUpBonus.2.points');
    expect(built.formFieldOf['value.tasks.2.items.1.count']).toBe('value.tasks.2.diamond');
    // A level nothing was stored for and nothing typed: left out.
    expect(vipValueOf(vipDraftOf(undefined, [0, 1]), undefined).value).toEqual({ levelUpBonus: {}, signInAward: {}, tasks: [], wagering: 1 });
  });

  it('refuses what the server refuses, by field: centavos, non-numbers, duplicate or bad task ids, a task without a prize or a target', () => {
    const draft = vipDraftOf(stored, levels);
    draft.levelUpBonus['1']!.coin = '10.50';
    draft.signInAward['3']!.points = 'ten';
    draft.tasks[1]!.id = '1';
    draft.tasks[2]!.target = '0';
    draft.tasks[2]!.minVip = '-1';
    draft.tasks.push({ ...newTaskDraft(draft.tasks), target: '100' });
    draft.wagering = '1.234';
    expect(vipValueOf(draft, stored).problems).toEqual({
      'value.levelUpBonus.1.coin': { key: 'config.errors.amount' },
      'value.signInAward.3.points': { key: 'config.errors.whole' },
      'value.tasks.1.id': { key: 'config.vip.errors.duplicateId', params: { id: 1 } },
      'value.tasks.2.target': { key: 'config.vip.errors.target' },
      'value.tasks.2.minVip': { key: 'config.errors.whole' },
      'value.tasks.3.items': { key: 'config.vip.errors.noItems' },
      'value.wagering': { key: 'config.errors.multiple' },
    });
  });

  it('a new task takes the next free id', () => {
    expect(newTaskDraft(vipDraftOf(stored, levels).tasks)).toEqual({ id: '4', kind: 'validBet', minVip: '1', target: '', coin: '', points: '', diamond: '' });
    expect(newTaskDraft([]).id).toBe('1');
  });
});
