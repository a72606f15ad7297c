import { describe, expect, it } from 'vitest';
import type { ConsoleScratchType } from '../../../../contract/ops/scratch.ts';
import { chances, COIN, createBody, DIAMOND, emptyTypeForm, formOfType, saveBody } from './typeForm.ts';

const type: ConsoleScratchType = {
  id: 4, key: 'ruby', itemId: 9, name: 'Ruby', price: 10, itemOnSale: true, art: 'gold', onSale: false, autoRevealPercent: 55, brushRadius: 60, wagering: 1, sort: 3,
  tableKey: 'scratch:ruby', tableVersion: 1, newestVersion: 1, prizes: [{ id: 1, propId: COIN, count: 5000, weight: 3 }, { id: 2, propId: 100_002, count: 1, weight: 1 }],
  totalWeight: 4, prizesLocked: false, sold: 0, unclaimed: 0,
};

describe('the scratch-card type form', () => {
  it('sends coin in hundredths, a coupon once, the reveal share in percent', () => {
    const form = { ...emptyTypeForm(9), key: ' ruby-2 ', prizes: [{ propId: COIN, amount: '50', weight: '3' }, { propId: 100_003, amount: '', weight: '1' }, { propId: DIAMOND, amount: '7', weight: '2' }] };
    expect(createBody(form)).toEqual({
      body: { key: 'ruby-2', itemId: 9, art: 'bronze', autoRevealPercent: 60, brushRadius: 48, wagering: 1, sort: 0, prizes: [{ propId: COIN, count: 5000, weight: 3 }, { propId: 100_003, count: 1, weight: 1 }, { propId: DIAMOND, count: 7, weight: 2 }] },
    });
  });

  it('names the first field that is wrong', () => {
    const ok = { ...emptyTypeForm(9), key: 'ruby', prizes: [{ propId: COIN, amount: '5', weight: '1' }] };
    expect(createBody({ ...ok, key: 'Ruby!' })).toEqual({ refusal: { field: 'key', key: 'form.keyPattern' } });
    expect(createBody({ ...ok, itemId: '' })).toMatchObject({ refusal: { field: 'itemId' } });
    expect(createBody({ ...ok, autoRevealPercent: '95' })).toMatchObject({ refusal: { field: 'autoRevealPercent', params: { min: 30, max: 90 } } });
    expect(createBody({ ...ok, brushRadius: '10' })).toMatchObject({ refusal: { field: 'brushRadius' } });
    expect(createBody({ ...ok, prizes: [] })).toMatchObject({ refusal: { field: 'prizes' } });
    expect(createBody({ ...ok, prizes: Array.from({ length: 13 }, () => ok.prizes[0]!) })).toMatchObject({ refusal: { field: 'prizes' } });
    expect(createBody({ ...ok, prizes: [{ propId: COIN, amount: '1.5', weight: '1' }] })).toMatchObject({ refusal: { field: 'prizes.0.amount' } });
    expect(createBody({ ...ok, prizes: [{ propId: COIN, amount: '5', weight: '0' }] })).toMatchObject({ refusal: { field: 'prizes.0.weight' } });
  });

  it('sends prizes on a save only when they may change and did', () => {
    const form = formOfType(type);
    expect(form.prizes).toEqual([{ propId: COIN, amount: '50', weight: '3' }, { propId: 100_002, amount: '1', weight: '1' }]);
    const terms = { id: 4, art: 'gold', autoRevealPercent: 55, brushRadius: 60, wagering: 1, sort: 3, onSale: false };
    expect(saveBody(form, type)).toEqual({ body: terms });
    const changed = { ...form, prizes: [{ propId: COIN, amount: '20', weight: '1' }] };
    expect(saveBody(changed, type)).toEqual({ body: { ...terms, prizes: [{ propId: COIN, count: 2000, weight: 1 }] } });
    expect(saveBody({ ...changed, onSale: true }, { ...type, prizesLocked: true })).toEqual({ body: { ...terms, onSale: true } });
  });

  it('shows each prize chance as weight over the total', () => {
    expect(chances([{ weight: '3' }, { weight: '1' }, { weight: 'x' }])).toEqual(['75.00%', '25.00%', '']);
    expect(chances([{ weight: 1 }, { weight: 2 }])).toEqual(['33.33%', '66.67%']);
  });
});
