import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../i18n/errorMessage.ts';

/** One call's answer for a screen: the data, a translated failure, and a reload (after a claim). `load` is read on mount and on reload. */
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
      (answer) => {
        if (!live.current) return;
        setData(answer);
        setFailure(null);
      },
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

/** A record read newest first, a page before `beforeId` at a time. */
export function usePaged<T extends { id: number }>(load: (beforeId: number | undefined) => Promise<{ list: T[]; nextBeforeId: number | null }>) {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const loader = useRef(load);
  const live = useRef(true);
  useEffect(() => {
    loader.current = load;
  });

  const fetchPage = useCallback((beforeId: number | undefined) => {
    loader.current(beforeId).then(
      (answer) => {
        if (!live.current) return;
        // A row that moved into the next page while reading is not listed twice.
        setRows((previous) => (beforeId === undefined ? answer.list : [...previous, ...answer.list.filter((row) => !previous.some((p) => p.id === row.id))]));
        setNext(answer.nextBeforeId);
        setLoaded(true);
        setFailure(null);
        setBusy(false);
      },
      (error: unknown) => {
        if (!live.current) return;
        setFailure(failureMessage(error));
        setBusy(false);
      },
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
    setBusy(true);
    fetchPage(beforeId);
  };
  return { rows, loaded, busy, failure, hasMore: next !== null, more: () => request(next ?? undefined), reload: () => request(undefined) };
}
