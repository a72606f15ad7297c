import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../i18n/errorMessage.ts';
import { type RecordPage, withPage } from './pagedRecords.ts';

interface State<T> {
  rows: T[];
  total: number;
  /** The last page read (0: none yet). */
  page: number;
  loaded: boolean;
  busy: boolean;
  failure: string | null;
}

/**
 * A player's record read by page number, newest first, more on demand (the spin log, the jackpot's
 * draws, the scratch cards' awards). Nothing is asked while `enabled` is false (a visitor); the first
 * page is asked on mount and when it turns true. A screen remounts it to read the record again.
 */
export function usePagedRecords<T>(load: (pageNum: number, pageSize: number) => Promise<RecordPage<T>>, keyOf: (row: T) => number | string, { enabled = true, pageSize = 20 } = {}) {
  const [state, setState] = useState<State<T>>({ rows: [], total: 0, page: 0, loaded: false, busy: false, failure: null });
  const latest = useRef({ load, keyOf });
  const live = useRef(true);
  useEffect(() => {
    latest.current = { load, keyOf };
  });

  // No state is set before the answer here: the first page is read from an effect.
  const read = useCallback(
    (pageNum: number) => {
      latest.current.load(pageNum, pageSize).then(
        (answer) => {
          if (!live.current) return;
          setState((s) => ({ rows: withPage(s.rows, pageNum, answer.list, latest.current.keyOf), total: answer.total, page: pageNum, loaded: true, busy: false, failure: null }));
        },
        (error: unknown) => live.current && setState((s) => ({ ...s, busy: false, failure: failureMessage(error) })),
      );
    },
    [pageSize],
  );

  useEffect(() => {
    live.current = true;
    if (enabled) read(1);
    return () => {
      live.current = false;
    };
  }, [enabled, read]);

  const request = (pageNum: number) => {
    setState((s) => ({ ...s, busy: true }));
    read(pageNum);
  };
  const { rows, loaded, busy, failure, page, total } = state;
  return { rows, loaded, busy, failure, hasMore: rows.length < total, more: () => request(page + 1), reload: () => request(1) };
}
