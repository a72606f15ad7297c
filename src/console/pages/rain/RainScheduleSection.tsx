import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import type { RainScheduleSlot, RainScheduleSlotDay } from '../../../../contract/ops/rain.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';
import { Alert, Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { RainScheduleDialog } from './RainScheduleDialog.tsx';
import styles from './schedule.module.css';

type View = ConsoleCallResult<'consoleRainSchedule'>;

/**
 * The daily schedule (docs/rain.md "Daily schedule"): on or off, its slots, and for today and tomorrow
 * what each slot made (its rain and state) or why it made none (skipped for an overlap, its time gone,
 * the schedule off). Edit opens the form; a save makes the rains at once, so the list below reloads.
 */
export function RainScheduleSection({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation('console-rain');
  const { state, set } = useLoad(async (signal) => consoleCall('consoleRainSchedule', {}, { signal }));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (state.status === 'loading') return null;
  if (state.status === 'failed') return <Alert message={state.message} />;
  const view = state.data;
  return (
    <section className={styles.section} aria-labelledby="rain-schedule" data-testid="rain-schedule">
      <h2 id="rain-schedule">{t('schedule.title')}</h2>
      <p className={page.muted}>{t('schedule.intro')}</p>
      {saved ? <Alert tone="success" message={t('schedule.saved')} /> : null}
      <p role="status">{view.config.enabled ? t('schedule.isOn', { count: view.config.slots.length }) : t('schedule.isOff')}</p>
      {view.updatedAt !== null ? <p className={page.muted}>{t('schedule.updated', { at: formatManilaDateTime(view.updatedAt), name: view.updatedBy ?? '' })}</p> : null}
      <div className={page.filters}>
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('schedule.edit')}
        </Button>
      </div>
      {view.config.slots.length > 0 ? <ScheduleDays view={view} /> : null}
      {editing ? (
        <RainScheduleDialog
          config={view.config}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            set(next);
            setEditing(false);
            setSaved(true);
            onSaved();
          }}
        />
      ) : null}
    </section>
  );
}

/** Today's and tomorrow's slots, each with its terms and what it made that day. */
export function ScheduleDays({ view }: { view: View }) {
  const { t } = useTranslation('console-rain');
  const terms = new Map<string, RainScheduleSlot>(view.config.slots.map((s) => [s.time, s]));
  const outcome = (s: RainScheduleSlotDay) =>
    s.outcome === 'event' ? t('schedule.outcomes.event', { id: s.eventId, state: t(`states.${s.state}`) }) : s.outcome === 'overlaps' ? t('schedule.outcomes.overlaps', { id: s.eventId }) : t(`schedule.outcomes.${s.outcome}`);
  return (
    <>
      {view.days.map((d, k) => (
        <div key={d.day} className={page.tableWrap}>
          <h3>{t(k === 0 ? 'schedule.today' : 'schedule.tomorrow', { day: d.day })}</h3>
          <table className={page.table} data-testid={`rain-schedule-${k === 0 ? 'today' : 'tomorrow'}`}>
            <ColumnHeads columns={['time', 'terms', 'outcome']} label={(column) => t(`schedule.columns.${column}`)} />
            <tbody>
              {d.slots.map((s) => {
                const slot = terms.get(s.time);
                return (
                  <tr key={s.time}>
                    <td>{s.time}</td>
                    <td>
                      {slot
                        ? t('schedule.slotTerms', { seconds: slot.durationSeconds, packets: slot.packetCount.toLocaleString('en-PH'), budget: formatPesoExact(slot.budget), cap: slot.perPlayerCap, wagering: slot.wagering })
                        : null}
                    </td>
                    <td>{outcome(s)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
