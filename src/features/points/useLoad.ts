import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';

/**
 * One call's answer for the page, a translated failure and a reload. (The rewards screens have the
 * same hook in shared/rewards; importing it from here would split their shared chunk and add file names
 * to the lobby's entry, bench/bundle.ts.)
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const loader = useRef(load);
  const live = useRef(true);
  useEffect(() => {
    loader.current = load;
  });
  const reload = useCallback(() => {
    loader.current().then(
      (answer) => live.current && (setData(answer), setFailure(null)),
      (error: unknown) => live.current && setFailure(failureMessage(error)),
    );
  }, []);
  useEffect(() => {
    live.current = true;
    reload();
    return () => {
      live.current = false;
    };
  }, [reload]);
  return { data, failure, reload };
}

/** The points log read newest first, a page before `beforeId` at a time. */
export function usePaged<T extends { id: number }>(load: (beforeId: number | undefined) => Promise<{ list: T[]; nextBeforeId: number | null }>) {
  const [state, setState] = useState<{ rows: T[]; next: number | null; loaded: boolean; busy: boolean; failure: string | null }>({ rows: [], next: null, loaded: false, busy: true, failure: null });
  const loader = useRef(load);
  const live = useRef(true);
  useEffect(() => {
    loader.current = load;
  });
  const fetchPage = useCallback((beforeId: number | undefined) => {
    loader.current(beforeId).then(
      (answer) =>
        live.current &&
        setState((previous) => ({
          // A line that moved into the next page while reading is not listed twice.
          rows: beforeId === undefined ? answer.list : [...previous.rows, ...answer.list.filter((row) => !previous.rows.some((p) => p.id === row.id))],
          next: answer.nextBeforeId,
          loaded: true,
          busy: false,
          failure: null,
        })),
      (error: unknown) => live.current && setState((previous) => ({ ...previous, busy: false, failure: failureMessage(error) })),
    );
  }, []);
  useEffect(() => {
    live.current = true;
    fetchPage(undefined);
    return () => {
      live.current = false;
    };
  }, [fetchPage]);
  const request = (beforeId: number | undefined) => {
    setState((previous) => ({ ...previous, busy: true }));
    fetchPage(beforeId);
  };
  return { ...state, hasMore: state.next !== null, more: () => request(state.next ?? undefined), reload: () => request(undefined) };
}
