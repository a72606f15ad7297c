// Model sources, free of Pixi so hosts and the gallery page can make them without loading the engine.

/** What a scene shows, read-only: the HUD owns it (usually a slice of the store) and pushes changes. */
export interface ModelSource<M> {
  get(): Readonly<M>;
  subscribe(listener: (model: Readonly<M>) => void): () => void;
}

/** A model that never changes (the gallery, tests). */
export function constantModel<M>(model: M): ModelSource<M> {
  return { get: () => model, subscribe: () => () => {} };
}

/** A model the caller sets (tests, and hosts without a store slice). */
export function mutableModel<M>(initial: M): ModelSource<M> & { set(next: M): void } {
  let current = initial;
  const listeners = new Set<(model: Readonly<M>) => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      current = next;
      for (const listener of listeners) listener(current);
    },
  };
}
