import { useEffect, useRef } from 'react';

/**
 * The handler registry behind a live channel (docs/live.md): the player's app and the console each hold
 * one, for their own event union. `on` registers until the returned function is called; `use` is `on` for
 * a component's lifetime (the latest handler is called, no resubscribing on each render); `emit` hands an
 * event's JSON text (from the stream or another tab) to its handlers, each handler's failure its own.
 */
export function liveHandlers<E extends { type: string }>(label: string) {
  type Handler = (event: E) => void;
  const handlers = new Map<E['type'], Set<Handler>>();

  function on<T extends E['type']>(type: T, handler: (event: Extract<E, { type: T }>) => void): () => void {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    const h = handler as Handler;
    set.add(h);
    return () => {
      set.delete(h);
    };
  }

  function use<T extends E['type']>(type: T, handler: (event: Extract<E, { type: T }>) => void): void {
    const latest = useRef(handler);
    useEffect(() => {
      latest.current = handler;
    });
    useEffect(() => on(type, (event) => latest.current(event)), [type]);
  }

  function emit(data: string): void {
    let event: E;
    try {
      event = JSON.parse(data) as E;
    } catch {
      return;
    }
    for (const handler of handlers.get(event.type) ?? []) {
      try {
        handler(event);
      } catch (error) {
        console.error(`${label} handler failed`, error);
      }
    }
  }

  return { on, use, emit };
}
