import { describe, expect, it } from 'vitest';
import { addupBody, emptyAddupForm, emptyItemForm, formOfAddup, formOfItem, itemBody } from './itemForm.ts';

describe('the mall item form', () => {
  it('sends pesos in hundredths, empty limits as none, an alias bare and an upload as its address', () => {
    const form = { ...emptyItemForm('coin'), name: ' ₱50 coins ', price: '40', pesos: '50', stock: '', dailyLimit: '2', totalLimit: '' };
    expect(itemBody(form)).toEqual({
      body: { kind: 'coin', name: '₱50 coins', description: '', image: 'coin-pouch', price: 40, coin: 5000, wagering: 1, stock: null, dailyLimit: 2, totalLimit: null, active: true, sort: 0 },
    });
    const upload = `/diamond-goods/${'a'.repeat(64)}.jpg`;
    const goods = itemBody({ ...emptyItemForm('goods'), name: 'Mug', price: '30', pesos: '99', stock: '0', image: upload });
    expect(goods).toMatchObject({ body: { coin: 0, stock: 0, image: upload } });
  });

  it('names the first field that is wrong', () => {
    const ok = { ...emptyItemForm('coin'), name: 'x', price: '1', pesos: '1' };
    expect(itemBody({ ...ok, name: '  ' })).toEqual({ refusal: { field: 'name', key: 'form.required' } });
    expect(itemBody({ ...ok, price: '0' })).toMatchObject({ refusal: { field: 'price' } });
    expect(itemBody({ ...ok, pesos: '1.5' })).toMatchObject({ refusal: { field: 'pesos' } });
    expect(itemBody({ ...ok, wagering: '11' })).toMatchObject({ refusal: { field: 'wagering' } });
    expect(itemBody({ ...ok, dailyLimit: '0' })).toMatchObject({ refusal: { field: 'dailyLimit', key: 'form.betweenOrEmpty' } });
    expect(itemBody({ ...ok, sort: '-1' })).toMatchObject({ refusal: { field: 'sort' } });
  });

  it('reads an item back into the form unchanged', () => {
    const item = { id: 3, kind: 'coin' as const, name: 'Pouch', description: 'd', image: { art: 'coin-pouch' as const }, price: 20, coin: 2000, wagering: 1, stock: null, dailyLimit: 5, totalLimit: null, active: true, sort: 10 };
    const { id: _id, image: _image, ...rest } = item;
    expect(itemBody(formOfItem(item))).toEqual({ body: { ...rest, image: 'coin-pouch' } });
  });
});

describe('the add-up award form', () => {
  it('sends coin in hundredths and coupons as counts; refuses an empty amount on its line', () => {
    const form = { threshold: '100', items: [{ propId: 2001, count: '50' }, { propId: 100_002, count: '1' }], active: true };
    expect(addupBody(form)).toEqual({ body: { threshold: 100, items: [{ propId: 2001, count: 5000 }, { propId: 100_002, count: 1 }], active: true } });
    expect(addupBody({ ...form, items: [{ propId: 100_002, count: '11' }] })).toMatchObject({ refusal: { field: 'items.0' } });
    expect(addupBody({ ...emptyAddupForm(), threshold: '5' })).toMatchObject({ refusal: { field: 'items.0' } });
    expect(addupBody({ ...form, items: [] })).toMatchObject({ refusal: { field: 'items' } });
    expect(formOfAddup({ id: 1, threshold: 100, items: [{ propId: 2001, count: 5000 }], active: false })).toEqual({ threshold: '100', items: [{ propId: 2001, count: '50' }], active: false });
  });
});
