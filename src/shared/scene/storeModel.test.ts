import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { storeModel } from './storeModel.ts';

describe('storeModel', () => {
  it('reads the selection and tells listeners only when it changes, until they unsubscribe', () => {
    const store = createStore<{ jackpot: { total: number }; other: number }>()(() => ({ jackpot: { total: 1 }, other: 0 }));
    const model = storeModel(store, (s) => s.jackpot);
    const heard: number[] = [];
    const stop = model.subscribe((m) => heard.push(m.total));
    store.setState({ other: 1 });
    store.setState({ jackpot: { total: 2 } });
    expect(model.get().total).toBe(2);
    stop();
    store.setState({ jackpot: { total: 3 } });
    expect(heard).toEqual([2]);
  });
});
