import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isConsoleCallError } from '../api.ts';
import { consoleErrorMessage } from '../errors.ts';
import { formatManilaDateTime } from '../format.ts';
import { useLoad, type Loaded } from '../useLoad.ts';
import { ColumnHeads } from './ColumnHeads.tsx';
import { Actions, Alert, Button, Dialog } from './controls.tsx';
import page from './page.module.css';
import { QueueHead, type QueueNotice } from './QueueHead.tsx';

/*
 * The shape the console's scheduled-event pages share (rain, red versus blue, tournaments, live shows,
 * follow codes): a list read a page at a time, the latest first, a "new" button, a table, the pager
 * under it and the last change's notice; a row's Edit and Cancel; and the "cancel this one?" dialog.
 * Each page keeps its own namespace: the texts named here (title, intro, empty, add, columns.*, `newer`,
 * `older`, `page`, `edit`, `cancel`, `editLabel`, `cancelLabel`, cancelTitle…) are read from it, so what an
 * operator sees stays each page's own.
 */

const PAGE_SIZE = 20;

/** Loads page `pageNum` of a list (the loader is the first render's, as useLoad's: it reads the page from its argument). */
export function usePagedList<T, Row>(load: (paging: { pageNum: number; pageSize: number }, signal: AbortSignal) => Promise<T>, rowsOf: (data: T) => Row[], totalOf: (data: T) => number) {
  const pageNum = useRef(1);
  const { state, reload } = useLoad(async (signal) => load({ pageNum: pageNum.current, pageSize: PAGE_SIZE }, signal));
  const [shown, setShown] = useState(1);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const list: Loaded<Row[]> = state.status === 'ready' ? { status: 'ready', data: rowsOf(state.data) } : state;
  const rows = state.status === 'ready' ? rowsOf(state.data) : [];
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(totalOf(state.data) / PAGE_SIZE)) : 1;
  const go = (to: number) => {
    pageNum.current = to;
    setShown(to);
    reload();
  };
  return { state, reload, list, rows, pages, shown, go, notice, setNotice };
}

/** What ScheduledListPage reads of usePagedList's answer. */
export type PagedList<Row> = { reload(): void; list: Loaded<Row[]>; rows: Row[]; pages: number; shown: number; go(to: number): void; notice: QueueNotice | null };

/**
 * What a page does with its events' Edit and Cancel: which one a dialog is open for, and what follows a
 * save, a cancel or a refusal (the notice, and the list read again). `afterChange` runs after each change
 * (the rain page remounts its schedule section with it).
 */
export function useEventEdits<Row>(paged: Pick<ReturnType<typeof usePagedList>, 'reload' | 'setNotice'>, afterChange?: () => void) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const changed = (text: string) => {
    paged.setNotice({ tone: 'success', text });
    afterChange?.();
    paged.reload();
  };
  return {
    editing,
    cancelling,
    edit: setEditing,
    askCancel: setCancelling,
    stopCancel: () => setCancelling(null),
    // A refusal inside the edit dialog (it started meanwhile) leaves the list out of date: read it again.
    closeEdit: () => {
      setEditing(null);
      paged.reload();
    },
    saved: (text: string) => {
      setEditing(null);
      changed(text);
    },
    cancelled: (text: string) => {
      setCancelling(null);
      changed(text);
    },
    // Started or gone meanwhile: say so and show the list as it is now.
    refused: (text: string) => {
      setCancelling(null);
      paged.setNotice({ tone: 'warning', text });
      paged.reload();
    },
  };
}

/**
 * The page around the list: title, Reload and notice, the intro, what the page puts `above` the list
 * (a schedule, the channels), the "new" button, the table (only once it has rows) and the pager; the
 * page's dialogs come as children. Texts from namespace `ns` under `prefix`: title, intro, empty, the
 * button's `addKey` and columns.<column>.
 */
export function ScheduledListPage<Row, K extends string>({
  ns,
  prefix = '',
  addKey = 'add',
  onAdd,
  paged,
  tableTestId,
  columns,
  renderRow,
  above,
  children,
}: {
  ns: string;
  prefix?: string;
  addKey?: string;
  onAdd(): void;
  paged: PagedList<Row>;
  tableTestId: string;
  columns: readonly K[];
  renderRow(row: Row): ReactNode;
  above?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <section>
      <QueueHead title={t(`${prefix}title`)} onReload={paged.reload} notice={paged.notice} state={paged.list} empty={t(`${prefix}empty`)} />
      <p className={page.muted}>{t(`${prefix}intro`)}</p>
      {above}
      <div className={page.filters}>
        <Button onClick={onAdd}>{t(`${prefix}${addKey}`)}</Button>
      </div>
      {paged.rows.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table} data-testid={tableTestId}>
            <ColumnHeads columns={columns} label={(column) => t(`${prefix}columns.${column}`)} />
            <tbody>{paged.rows.map(renderRow)}</tbody>
          </table>
        </div>
      ) : null}
      <Pager ns={ns} shown={paged.shown} pages={paged.pages} go={paged.go} />
      {children}
    </section>
  );
}

/** Later and earlier pages (only when there is more than one), with "Page n of m" between. */
function Pager({ ns, shown, pages, go }: { ns: string; shown: number; pages: number; go(to: number): void }) {
  const { t } = useTranslation(ns);
  if (pages <= 1) return null;
  return (
    <div className={page.filters}>
      <Button variant="secondary" size="sm" disabled={shown <= 1} onClick={() => go(shown - 1)}>
        {t('newer')}
      </Button>
      <span className={page.muted}>{t('page', { page: shown, pages })}</span>
      <Button variant="secondary" size="sm" disabled={shown >= pages} onClick={() => go(shown + 1)}>
        {t('older')}
      </Button>
    </div>
  );
}

/** A row's last cell: Edit and Cancel while the event can still change (`open`), nothing after. */
export function EditCancelCell({ ns, id, open, onEdit, onCancel }: { ns: string; id: number; open: boolean; onEdit(): void; onCancel(): void }) {
  const { t } = useTranslation(ns);
  return (
    <td>
      {open ? (
        <div className={page.rowActions}>
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('editLabel', { id })}>
            {t('edit')}
          </Button>
          <Button size="sm" variant="danger" onClick={onCancel} aria-label={t('cancelLabel', { id })}>
            {t('cancel')}
          </Button>
        </div>
      ) : null}
    </td>
  );
}

/**
 * Asks before cancelling a scheduled event (it cannot be undone), then cancels it. A refusal in `stale`
 * (it started meanwhile, or is gone) means the list on screen is out of date: `onRefused` says so on the
 * page; any other refusal shows in the dialog. Texts from the page's namespace: cancelTitle, cancelText
 * (with `start`), cancelKeep, cancelConfirm.
 */
export function CancelEventDialog<T>({
  ns,
  id,
  startsAt,
  stale,
  cancel,
  onClose,
  onCancelled,
  onRefused,
}: {
  ns: string;
  id: number;
  startsAt: number;
  stale: ReadonlySet<number>;
  cancel(): Promise<T>;
  onClose(): void;
  onCancelled(done: T): void;
  onRefused(text: string): void;
}) {
  const { t } = useTranslation(ns);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await cancel());
    } catch (error) {
      if (isConsoleCallError(error) && stale.has(error.errcode)) onRefused(consoleErrorMessage(error));
      else setFailure(consoleErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('cancelTitle', { id })} onClose={onClose}>
      <p>{t('cancelText', { start: formatManilaDateTime(startsAt) })}</p>
      <Alert message={failure} />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('cancelKeep')}
        </Button>
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          {t('cancelConfirm')}
        </Button>
      </Actions>
    </Dialog>
  );
}
