import './rainTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRainEvent } from '../../../../contract/ops/rain.ts';
import { consoleCall } from '../../api.ts';
import { CancelEventDialog, ScheduledListPage, useEventEdits, usePagedList } from '../../ui/ScheduledList.tsx';
import { RainEventDialog } from './RainEventDialog.tsx';
import { EventRow } from './RainEventRow.tsx';
import { RainScheduleSection } from './RainScheduleSection.tsx';

/** 9506 (it started meanwhile) and 9507 (no such rain): the list on screen is out of date. */
const STALE = new Set([9506, 9507]);

/**
 * Red-packet rain events (admins; docs/rain.md "Console"): every event, the latest start first, a page at
 * a time, with its state, start in Manila time, length, packets taken, paid against its budget, players and
 * seed hash; schedule one, and change or cancel one still scheduled. The operators' live channel carries no
 * rain event, so the list refreshes with Reload (and after every change made here).
 */
export default function RainPage() {
  const { t } = useTranslation('console-rain');
  const paged = usePagedList(
    (paging, signal) => consoleCall('consoleRainEvents', paging, { signal }),
    (data) => data.list,
    (data) => data.total,
  );
  // The daily schedule's section shows each slot's rain and state: a change in the list remounts it (read again).
  const [listVersion, setListVersion] = useState(0);
  const edits = useEventEdits<ConsoleRainEvent>(paged, () => setListVersion((v) => v + 1));
  const { editing, cancelling } = edits;

  return (
    <ScheduledListPage
      ns="console-rain"
      above={<RainScheduleSection key={listVersion} onSaved={paged.reload} />}
      onAdd={() => edits.edit('new')}
      paged={paged}
      tableTestId="rain-events"
      columns={['id', 'state', 'start', 'duration', 'packets', 'paid', 'players', 'terms', 'seed', 'actions']}
      renderRow={(event) => <EventRow key={event.eventId} event={event} onEdit={() => edits.edit(event)} onCancel={() => edits.askCancel(event)} />}
    >
      {editing ? (
        <RainEventDialog
          event={editing === 'new' ? null : editing}
          others={paged.rows}
          onClose={edits.closeEdit}
          onSaved={(saved, created) => edits.saved(t(created ? 'created' : 'saved', { id: saved.eventId }))}
        />
      ) : null}
      {cancelling ? (
        <CancelEventDialog
          ns="console-rain"
          id={cancelling.eventId}
          startsAt={cancelling.startsAt}
          stale={STALE}
          cancel={async () => (await consoleCall('consoleRainEventCancel', { eventId: cancelling.eventId })).event}
          onClose={edits.stopCancel}
          onCancelled={(event) => edits.cancelled(t('cancelled', { id: event.eventId }))}
          onRefused={edits.refused}
        />
      ) : null}
    </ScheduledListPage>
  );
}
