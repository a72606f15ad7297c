import { useTranslation } from 'react-i18next';
import type { ConsoleRainEvent } from '../../../../contract/ops/rain.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import page from '../../ui/page.module.css';
import { EditCancelCell } from '../../ui/ScheduledList.tsx';
import { shortHash } from './rainForm.ts';

/** One rain in the list: its outcome so far, and Edit and Cancel while it is still scheduled. */
export function EventRow({ event, onEdit, onCancel }: { event: ConsoleRainEvent; onEdit(): void; onCancel(): void }) {
  const { t } = useTranslation('console-rain');
  const count = (n: number) => n.toLocaleString('en-PH');
  return (
    <tr data-testid={`rain-event-${event.eventId}`}>
      <td>{event.eventId}</td>
      <td>{t(`states.${event.state}`)}</td>
      <td>
        {formatManilaDateTime(event.startsAt)}
        <div className={page.muted}>{t('by', { name: event.createdBy })}</div>
      </td>
      <td>{t('seconds', { count: event.durationSeconds })}</td>
      <td>{t('of', { done: count(event.packetsTaken), all: count(event.packetCount) })}</td>
      <td>{t('of', { done: formatPesoExact(event.paid), all: formatPesoExact(event.budget) })}</td>
      <td>{count(event.players)}</td>
      <td>{t('terms', { cap: event.perPlayerCap, wagering: event.wagering })}</td>
      <td>
        <code title={event.seedHash}>{shortHash(event.seedHash)}</code>
      </td>
      <EditCancelCell ns="console-rain" id={event.eventId} open={event.state === 'scheduled'} onEdit={onEdit} onCancel={onCancel} />
    </tr>
  );
}
