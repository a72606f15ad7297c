import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RAIN_LIMITS, RAIN_SCHEDULE_MAX_SLOTS, type RainScheduleConfig } from '../../../../contract/ops/rain.ts';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Alert, Button, Dialog, Field } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { emptySlot, formOfSchedule, scheduleBody, scheduleFieldOf, type ScheduleForm, type SlotForm } from './scheduleForm.ts';
import styles from './schedule.module.css';

type View = ConsoleCallResult<'consoleRainSchedule'>;

/**
 * Edits the daily schedule: the switch and up to 12 slots (a Manila time and a rain's terms), checked as
 * the server checks them before anything is sent; a refusal the server still makes (9505) shows at the
 * slot's field or above the buttons.
 */
export function RainScheduleDialog({ config, onClose, onSaved }: { config: RainScheduleConfig; onClose(): void; onSaved(view: View): void }) {
  const { t } = useTranslation('console-rain');
  const [form, setForm] = useState<ScheduleForm>(() => formOfSchedule(config));
  const setSlot = (i: number, key: keyof SlotForm) => (value: string) => setForm((f) => ({ ...f, slots: f.slots.map((s, k) => (k === i ? { ...s, [key]: value } : s)) }));
  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => scheduleBody(form),
    save: async (body) => onSaved(await consoleCall('consoleRainScheduleSave', body)),
    translate: (key, params) => t(key, params),
    fieldOf: scheduleFieldOf,
  });

  return (
    <Dialog title={t('schedule.editTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        <label className={styles.check}>
          <input type="checkbox" checked={form.enabled} onChange={(event) => setForm((f) => ({ ...f, enabled: event.target.checked }))} />
          <span>{t('schedule.enabled')}</span>
        </label>
        <p className={page.muted}>{t('schedule.enabledHint')}</p>
        <Alert message={errors.enabled ?? null} />
        {form.slots.length === 0 ? <p className={page.muted}>{t('schedule.noSlots')}</p> : null}
        {form.slots.map((slot, i) => {
          const field = (key: Exclude<keyof SlotForm, 'time'>, hint?: string) => (
            <Field label={t(`form.${key}`)} inputMode="numeric" value={slot[key]} onValueChange={setSlot(i, key)} hint={hint} error={errors[`slots.${i}.${key}`]} />
          );
          return (
            // Slots have no id of their own; a removal re-keys the ones after it, which only moves their typed text along.
            <fieldset key={i} className={styles.slot} data-testid={`rain-slot-${i}`}>
              <div className={styles.slotHead}>
                <span>{t('schedule.slot', { n: i + 1 })}</span>
                <Button size="sm" variant="secondary" aria-label={t('schedule.removeLabel', { n: i + 1 })} onClick={() => setForm((f) => ({ ...f, slots: f.slots.filter((_, k) => k !== i) }))}>
                  {t('schedule.removeSlot')}
                </Button>
              </div>
              <Field label={t('schedule.time')} type="time" value={slot.time} onValueChange={setSlot(i, 'time')} error={errors[`slots.${i}.time`]} />
              {field('durationSeconds', t('form.durationHint', RAIN_LIMITS.duration))}
              {field('packetCount', t('form.packetsHint', { min: RAIN_LIMITS.packets.min, max: RAIN_LIMITS.packets.max.toLocaleString('en-PH') }))}
              {field('budget', t('form.budgetHint'))}
              {field('perPlayerCap', t('form.perPlayerCapHint', { ...RAIN_LIMITS.perPlayerCap, taps: RAIN_LIMITS.tapsPerSecond }))}
              {field('wagering', t('form.wageringHint'))}
            </fieldset>
          );
        })}
        <Alert message={errors.slots ?? null} />
        <div className={page.filters}>
          <Button variant="secondary" disabled={form.slots.length >= RAIN_SCHEDULE_MAX_SLOTS} onClick={() => setForm((f) => ({ ...f, slots: [...f.slots, emptySlot()] }))}>
            {t('schedule.addSlot')}
          </Button>
          <span className={page.muted}>{t('schedule.maxSlots', { max: RAIN_SCHEDULE_MAX_SLOTS })}</span>
        </div>
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {t('schedule.save')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
