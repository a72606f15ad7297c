import type { ModelSource } from '../../../scenes/engine/model.ts';

/** The part of a zustand store a model needs (useAppStore is one). */
interface Store<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

/**
 * A scene's model as a slice of the store: the scene reads `select(state)` and hears of it only when
 * the selection changes (by `equal`, Object.is unless told). `select` should return the same object
 * for the same state (pick a stored object, or memoise), or give `equal` a structural comparison.
 */
export function storeModel<S, M>(store: Store<S>, select: (state: S) => M, equal: (a: M, b: M) => boolean = Object.is): ModelSource<M> {
  return {
    get: () => select(store.getState()),
    subscribe(listener) {
      let last = select(store.getState());
      return store.subscribe((state) => {
        const next = select(state);
        if (equal(next, last)) return;
        last = next;
        listener(next);
      });
    },
  };
}
