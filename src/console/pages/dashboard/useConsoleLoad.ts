import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T };

/**
 * (Not console/useLoad.ts: these pages need the failure itself, not only its text: the player page
 * tells a 404 "no such player" from other failures.)
 * Runs `load` when `key` changes and keeps the last answer; an answer that arrives after the key
 * moved on (the operator picked another day) is dropped. `reload` asks again with the same key.
 */
export function useConsoleLoad<T>(key: string, load: () => Promise<T>): [Load<T>, () => void, (data: T) => void] {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({ key, load: { state: 'loading' } });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setResult((previous) => (previous.key === key && previous.load.state === 'ready' ? previous : { key, load: { state: 'loading' } }));
    load().then(
      (data) => current && setResult({ key, load: { state: 'ready', data } }),
      (error: unknown) => current && setResult({ key, load: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: T) => setResult({ key, load: { state: 'ready', data } }), [key]);
  return [result.key === key ? result.load : { state: 'loading' }, reload, replace];
}
