import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RAIN_LIMITS, type ConsoleRainEvent } from '../../../../contract/ops/rain.ts';
import { consoleCall } from '../../api.ts';
import { formatPesoExact } from '../../format.ts';
import { Dialog, Field } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { emptyRainForm, eventBody, formFieldOf, formOfEvent, mostPerPlayer, type RainForm } from './rainForm.ts';

/**
 * Schedules a rain or changes a scheduled one: the fields checked as the server checks them (its limits,
 * a start to come, a centavo a packet, no overlap with the events listed) before anything is sent; a
 * refusal the server still makes (9505, 9506 once it started) shows at its field or above the buttons.
 */
export function RainEventDialog({ event, others, onClose, onSaved }: { event: ConsoleRainEvent | null; others: readonly ConsoleRainEvent[]; onClose(): void; onSaved(event: ConsoleRainEvent, created: boolean): void }) {
  const { t } = useTranslation('console-rain');
  const [form, setForm] = useState<RainForm>(() => (event ? formOfEvent(event) : emptyRainForm()));
  const set = (key: keyof RainForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  // The summary under the fields reads the typed numbers only (the start's checks are the save's, by the clock then).
  const preview = eventBody(form, { now: 0, others: [] });

  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => eventBody(form, { now: Date.now(), others, editing: event?.eventId }),
    save: async (body) => {
      const saved = event ? await consoleCall('consoleRainEventUpdate', { ...body, eventId: event.eventId }) : await consoleCall('consoleRainEventCreate', body);
      onSaved(saved.event, event === null);
    },
    translate: (key, params) => t(key, params),
    fieldOf: formFieldOf,
  });

  const field = (key: keyof RainForm, hint?: string) => (
    <Field label={t(`form.${key}`)} inputMode="numeric" value={form[key]} onValueChange={set(key)} hint={hint} error={errors[key]} />
  );
  return (
    <Dialog title={event ? t('form.editTitle', { id: event.eventId }) : t('form.newTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        <Field label={t('form.startsAt')} type="datetime-local" value={form.startsAt} onValueChange={set('startsAt')} hint={t('form.startsAtHint')} error={errors.startsAt} />
        {field('durationSeconds', t('form.durationHint', RAIN_LIMITS.duration))}
        {field('packetCount', t('form.packetsHint', { min: RAIN_LIMITS.packets.min, max: RAIN_LIMITS.packets.max.toLocaleString('en-PH') }))}
        {field('budget', t('form.budgetHint'))}
        {field('perPlayerCap', t('form.perPlayerCapHint', { ...RAIN_LIMITS.perPlayerCap, taps: RAIN_LIMITS.tapsPerSecond }))}
        {field('wagering', t('form.wageringHint'))}
        {'body' in preview ? (
          <p className={page.muted}>
            {t('form.summary', {
              average: formatPesoExact(Math.floor(preview.body.budget / preview.body.packetCount)),
              most: mostPerPlayer(preview.body.perPlayerCap, preview.body.durationSeconds),
            })}
          </p>
        ) : null}
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {event ? t('form.save') : t('form.create')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
