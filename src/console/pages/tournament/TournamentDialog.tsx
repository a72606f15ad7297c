import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleTournament } from '../../../../contract/ops/tournament.ts';
import { consoleCall } from '../../api.ts';
import { Dialog, Field, SelectField } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { emptyTournamentForm, formFieldOf, formOfTournament, tournamentBody, type TournamentForm } from './tournamentForm.ts';

/**
 * Schedules a tournament or changes one still to come: the fields checked as the server checks them
 * before anything is sent; a refusal the server still makes (9901, 9902 once it started) shows at its
 * field or above the buttons.
 */
export function TournamentDialog({ tournament, others, slots, onClose, onSaved }: {
  tournament: ConsoleTournament | null;
  others: readonly ConsoleTournament[];
  slots: readonly { gameId: number; name: string }[];
  onClose(): void;
  onSaved(saved: ConsoleTournament, created: boolean): void;
}) {
  const { t } = useTranslation('console-tournament');
  const [form, setForm] = useState<TournamentForm>(() => (tournament ? formOfTournament(tournament) : emptyTournamentForm()));
  const set = (key: Exclude<keyof TournamentForm, 'gameIds'>) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const toggle = (gameId: number) => setForm((f) => ({ ...f, gameIds: f.gameIds.includes(gameId) ? f.gameIds.filter((id) => id !== gameId) : [...f.gameIds, gameId] }));

  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => tournamentBody(form, { now: Date.now(), others, editing: tournament?.tournamentId }),
    save: async (body) => {
      const saved = tournament ? await consoleCall('consoleTournamentUpdate', { ...body, tournamentId: tournament.tournamentId }) : await consoleCall('consoleTournamentCreate', body);
      onSaved(saved.tournament, tournament === null);
    },
    translate: (key, params) => t(key, params),
    fieldOf: formFieldOf,
  });

  return (
    <Dialog title={tournament ? t('form.editTitle', { id: tournament.tournamentId }) : t('form.newTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        <Field label={t('form.startsAt')} type="datetime-local" value={form.startsAt} onValueChange={set('startsAt')} hint={t('form.startsAtHint')} error={errors.startsAt} />
        <Field label={t('form.durationMinutes')} inputMode="numeric" value={form.durationMinutes} onValueChange={set('durationMinutes')} error={errors.durationMinutes} />
        <SelectField label={t('form.measure')} value={form.measure} onValueChange={set('measure')}>
          <option value="multiplier">{t('measure.multiplier')}</option>
          <option value="validBet">{t('measure.validBet')}</option>
        </SelectField>
        <fieldset className={page.form}>
          <legend>{t('form.games')}</legend>
          {slots.map((slot) => (
            <label key={slot.gameId}>
              <input type="checkbox" checked={form.gameIds.includes(slot.gameId)} onChange={() => toggle(slot.gameId)} /> {slot.name} ({slot.gameId})
            </label>
          ))}
          {errors.gameIds ? <p role="alert">{errors.gameIds}</p> : null}
        </fieldset>
        <Field label={t('form.minBet')} inputMode="numeric" value={form.minBet} onValueChange={set('minBet')} hint={t('form.minBetHint')} error={errors.minBet} />
        <Field label={t('form.prizes')} value={form.prizes} onValueChange={set('prizes')} hint={t('form.prizesHint')} error={errors.prizes} />
        <Field label={t('form.wagering')} inputMode="numeric" value={form.wagering} onValueChange={set('wagering')} error={errors.wagering} />
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {tournament ? t('form.save') : t('form.create')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
