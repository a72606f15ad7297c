import { useCallback, useEffect, useState } from 'react';
import { consoleErrorMessage } from '../../errors.ts';

/** A page of a player's list: its rows, and whether older ones follow. */
export interface RowsPage<Row> {
  rows: Row[];
  hasMore: boolean;
}

/**
 * A list read newest first, a page at a time: the first page loads as the list appears, `older()`
 * appends the next page before the last row's id, `retry()` starts over after a failure. A new
 * `fetchPage` (another player, another filter) is another list: give the component a new key.
 */
export function usePagedRows<Row extends { id: number }>(fetchPage: (before: number | undefined) => Promise<RowsPage<Row>>) {
  const [rows, setRows] = useState<Row[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(
    (before: number | undefined) =>
      fetchPage(before).then(
        (page) => {
          setRows((previous) => (before ? previous.concat(page.rows) : page.rows));
          setHasMore(page.hasMore);
          setBusy(false);
        },
        (error: unknown) => {
          setFailure(consoleErrorMessage(error));
          setBusy(false);
        },
      ),
    [fetchPage],
  );
  const start = (before: number | undefined) => {
    setBusy(true);
    setFailure(null);
    void load(before);
  };
  useEffect(() => {
    void load(undefined);
  }, [load]);

  const last = rows.at(-1);
  return {
    rows,
    busy,
    failure,
    /** Older rows can be asked for now. */
    canLoadOlder: !busy && hasMore && last !== undefined,
    older: () => last && start(last.id),
    /** Nothing was loaded and the first page failed. */
    canRetry: !busy && failure !== null && rows.length === 0,
    retry: () => start(undefined),
  };
}
