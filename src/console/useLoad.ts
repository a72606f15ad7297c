import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleErrorMessage } from './errors.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/**
 * Loads a page's data on mount and on `reload()`; an answer that arrives after a newer request
 * started (or after the page left) is dropped. The failure is already translated. `load` is the
 * first render's: a page's loader takes what it needs through its arguments, not from render.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): { state: Loaded<T>; reload(): void; set(data: T): void } {
  const [loader] = useState(() => load);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    loader(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: consoleErrorMessage(error) });
      },
    );
    return controller;
  }, [loader]);

  useEffect(() => {
    const controller = run();
    return () => controller.abort();
  }, [run]);

  const reload = useCallback(() => {
    // A list already on screen stays while it reloads; a failure gives way to "loading".
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    run();
  }, [run]);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
