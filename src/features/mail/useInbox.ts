import { useCallback, useEffect, useRef, useState } from 'react';
import type { MailSummary } from '../../../contract/calls/mail.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { onLive } from '../live/index.ts';

interface Inbox {
  rows: MailSummary[];
  next: number | null;
  unread: number;
  loaded: boolean;
  busy: boolean;
  failure: string | null;
}

/**
 * The inbox newest first, a page at a time, kept current without a reload: a live `mail` event (a new
 * mail, or one read, claimed or deleted in another tab) reads the pages shown again.
 */
export function useInbox() {
  const [state, setState] = useState<Inbox>({ rows: [], next: null, unread: 0, loaded: false, busy: true, failure: null });
  const shown = useRef(0);
  const next = useRef<number | null>(null);
  const alive = useRef(true);

  const load = useCallback(
    (beforeId: number | undefined, size: number, append: boolean) =>
      api('getMail3', beforeId ? { beforeId, pageSize: size } : { pageSize: size }).then(
        (page) => {
          if (!alive.current) return;
          setState((s) => {
            const rows = append ? [...s.rows, ...page.list] : page.list;
            shown.current = rows.length;
            next.current = page.nextBeforeId;
            return { rows, next: page.nextBeforeId, unread: page.unread, loaded: true, busy: false, failure: null };
          });
        },
        (error: unknown) => {
          if (alive.current) setState((s) => ({ ...s, busy: false, failure: failureMessage(error) }));
        },
      ),
    [],
  );

  const reload = useCallback(() => load(undefined, Math.min(50, Math.max(20, shown.current)), false), [load]);
  const more = useCallback(() => {
    if (next.current === null) return;
    setState((s) => ({ ...s, busy: true }));
    void load(next.current, 20, true);
  }, [load]);

  useEffect(() => {
    alive.current = true;
    void reload();
    const off = onLive('mail', () => void reload());
    return () => {
      alive.current = false;
      off();
    };
  }, [reload]);

  return { ...state, reload, more };
}
