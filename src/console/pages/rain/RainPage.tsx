import './rainTexts.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRainEvent } from '../../../../contract/ops/rain.ts';
import { consoleCall } from '../../api.ts';
import { useLoad } from '../../useLoad.ts';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { RainCancelDialog } from './RainCancelDialog.tsx';
import { RainEventDialog } from './RainEventDialog.tsx';
import { EventRow } from './RainEventRow.tsx';
import { RainScheduleSection } from './RainScheduleSection.tsx';

const PAGE_SIZE = 20;

/**
 * Red-packet rain events (admins; docs/rain.md "Console"): every event, the latest start first, a page at
 * a time, with its state, start in Manila time, length, packets taken, paid against its budget, players and
 * seed hash; schedule one, and change or cancel one still scheduled. The operators' live channel carries no
 * rain event, so the list refreshes with Reload (and after every change made here).
 */
export default function RainPage() {
  const { t } = useTranslation('console-rain');
  // The loader is the first render's (useLoad): it reads the page to show from here.
  const pageNum = useRef(1);
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleRainEvents', { pageNum: pageNum.current, pageSize: PAGE_SIZE }, { signal }));
  const [shown, setShown] = useState(1);
  const [editing, setEditing] = useState<ConsoleRainEvent | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<ConsoleRainEvent | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const list = state.status === 'ready' ? { status: 'ready' as const, data: state.data.list } : state;
  const events = state.status === 'ready' ? state.data.list : [];
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / PAGE_SIZE)) : 1;
  const go = (to: number) => {
    pageNum.current = to;
    setShown(to);
    reload();
  };
  // The daily schedule's section shows each slot's rain and state: a change in the list remounts it (read again).
  const [listVersion, setListVersion] = useState(0);
  const changed = (text: string) => {
    setNotice({ tone: 'success', text });
    setListVersion((v) => v + 1);
    reload();
  };

  return (
    <section>
      <QueueHead title={t('title')} onReload={reload} notice={notice} state={list} empty={t('empty')} />
      <p className={page.muted}>{t('intro')}</p>
      <RainScheduleSection key={listVersion} onSaved={reload} />
      <div className={page.filters}>
        <Button onClick={() => setEditing('new')}>{t('add')}</Button>
      </div>
      {events.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table} data-testid="rain-events">
            <ColumnHeads columns={['id', 'state', 'start', 'duration', 'packets', 'paid', 'players', 'terms', 'seed', 'actions']} label={(column) => t(`columns.${column}`)} />
            <tbody>
              {events.map((event) => (
                <EventRow key={event.eventId} event={event} onEdit={() => setEditing(event)} onCancel={() => setCancelling(event)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <div className={page.filters}>
          <Button variant="secondary" size="sm" disabled={shown <= 1} onClick={() => go(shown - 1)}>
            {t('newer')}
          </Button>
          <span className={page.muted}>{t('page', { page: shown, pages })}</span>
          <Button variant="secondary" size="sm" disabled={shown >= pages} onClick={() => go(shown + 1)}>
            {t('older')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <RainEventDialog
          event={editing === 'new' ? null : editing}
          others={events}
          onClose={() => {
            // A refusal inside (it started meanwhile, 9506) leaves the list out of date.
            setEditing(null);
            reload();
          }}
          onSaved={(saved, created) => {
            setEditing(null);
            changed(t(created ? 'created' : 'saved', { id: saved.eventId }));
          }}
        />
      ) : null}
      {cancelling ? (
        <RainCancelDialog
          event={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(event) => {
            setCancelling(null);
            changed(t('cancelled', { id: event.eventId }));
          }}
          onRefused={(text) => {
            // Started or gone meanwhile (9506, 9507): say so and show the list as it is now.
            setCancelling(null);
            setNotice({ tone: 'warning', text });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
