import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePkRound } from '../../../../contract/ops/pk.ts';
import { consoleCall } from '../../api.ts';
import { Dialog, Field, SelectField } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { emptyPkForm, formFieldOf, formOfRound, roundBody, type PkForm } from './pkForm.ts';

/**
 * Schedules a round or changes a scheduled one: the fields checked as the server checks them before
 * anything is sent; a refusal the server still makes (9703, 9704 once it started) shows at its field or
 * above the buttons.
 */
export function PkRoundDialog({ round, others, onClose, onSaved }: { round: ConsolePkRound | null; others: readonly ConsolePkRound[]; onClose(): void; onSaved(round: ConsolePkRound, created: boolean): void }) {
  const { t } = useTranslation('console-pk');
  const [form, setForm] = useState<PkForm>(() => (round ? formOfRound(round) : emptyPkForm()));
  const set = (key: keyof PkForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => roundBody(form, { now: Date.now(), others, editing: round?.roundId }),
    save: async (body) => {
      const saved = round ? await consoleCall('consolePkRoundUpdate', { ...body, roundId: round.roundId }) : await consoleCall('consolePkRoundCreate', body);
      onSaved(saved.round, round === null);
    },
    translate: (key, params) => t(key, params),
    fieldOf: formFieldOf,
  });

  const field = (key: Exclude<keyof PkForm, 'tieRule' | 'startsAt'>) => (
    <Field label={t(`form.${key}`)} inputMode="numeric" value={form[key]} onValueChange={set(key)} hint={t(`form.${key}Hint`)} error={errors[key]} />
  );
  return (
    <Dialog title={round ? t('form.editTitle', { id: round.roundId }) : t('form.newTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        <Field label={t('form.startsAt')} type="datetime-local" value={form.startsAt} onValueChange={set('startsAt')} hint={t('form.startsAtHint')} error={errors.startsAt} />
        {field('durationMinutes')}
        {field('settleDelayMinutes')}
        {field('pool')}
        {field('capPerPlayer')}
        <SelectField label={t('form.tieRule')} value={form.tieRule} onValueChange={set('tieRule')}>
          <option value="split">{t('tie.split')}</option>
          <option value="none">{t('tie.none')}</option>
        </SelectField>
        {field('wagering')}
        <p className={page.muted}>{t('form.split')}</p>
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {round ? t('form.save') : t('form.create')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
