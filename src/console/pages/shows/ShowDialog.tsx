import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_SHOW_LIMITS, type ConsoleLiveShow } from '../../../../contract/ops/shows.ts';
import { consoleCall } from '../../api.ts';
import { Dialog, Field } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { emptyShowForm, formOfShow, showBody, showFieldOf, type ShowForm } from './showForm.ts';

/** Schedules a show or changes one not yet over; the server's refusals (9805 at their field, 9807 above the buttons). */
export function ShowDialog({ show, others, onClose, onSaved }: { show: ConsoleLiveShow | null; others: readonly ConsoleLiveShow[]; onClose(): void; onSaved(show: ConsoleLiveShow, created: boolean): void }) {
  const { t } = useTranslation('console-shows');
  const [form, setForm] = useState<ShowForm>(() => (show ? formOfShow(show) : emptyShowForm()));
  const set = (key: keyof ShowForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => showBody(form, { now: Date.now(), others, editing: show?.showId }),
    save: async (body) => {
      const saved = show ? await consoleCall('consoleLiveShowUpdate', { ...body, showId: show.showId }) : await consoleCall('consoleLiveShowCreate', body);
      onSaved(saved.show, show === null);
    },
    translate: (key, params) => t(key, params),
    fieldOf: showFieldOf,
  });
  const text = (key: keyof ShowForm, hint?: string) => <Field label={t(`form.${key}`)} value={form[key]} onValueChange={set(key)} hint={hint} error={errors[key]} />;
  const number = (key: keyof ShowForm, hint?: string) => <Field label={t(`form.${key}`)} inputMode="numeric" value={form[key]} onValueChange={set(key)} hint={hint} error={errors[key]} />;
  return (
    <Dialog title={show ? t('form.editTitle', { id: show.showId }) : t('form.newTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        {text('title')}
        {text('hostName')}
        {text('url', t('form.urlHint'))}
        <Field label={t('form.startsAt')} type="datetime-local" value={form.startsAt} onValueChange={set('startsAt')} hint={t('form.startsAtHint')} error={errors.startsAt} />
        {number('durationMinutes', t('form.durationHint', LIVE_SHOW_LIMITS.duration))}
        {number('rewardMinutes', t('form.rewardMinutesHint'))}
        {number('rewardCoin', t('form.rewardCoinHint'))}
        {number('wagering', t('form.wageringHint'))}
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {show ? t('form.save') : t('form.create')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
