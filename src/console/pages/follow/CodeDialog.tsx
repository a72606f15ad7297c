import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFollowCode } from '../../../../contract/ops/follow.ts';
import { consoleCall } from '../../api.ts';
import { Dialog, Field, SelectField } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { codeBody, codeFieldOf, emptyCodeForm, type CodeForm } from './followForm.ts';

/** A new reward code: checked as the server checks it; a taken code (9816) shows at the code field. */
export function CodeDialog({ channels, onClose, onSaved }: { channels: readonly { id: number; name: string }[]; onClose(): void; onSaved(code: ConsoleFollowCode): void }) {
  const { t } = useTranslation('console-shows');
  const [form, setForm] = useState<CodeForm>(emptyCodeForm);
  const set = (key: keyof CodeForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => codeBody(form, Date.now()),
    save: async (body) => onSaved((await consoleCall('consoleFollowCodeCreate', body)).code),
    translate: (key, params) => t(key, params),
    fieldOf: codeFieldOf,
  });
  return (
    <Dialog title={t('follow.newCode')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        <Field label={t('follow.code')} value={form.code} onValueChange={set('code')} hint={t('follow.codeHint')} error={errors.code} autoComplete="off" />
        <SelectField label={t('follow.channel')} value={form.channelId} onValueChange={set('channelId')}>
          <option value="">{t('follow.anyChannel')}</option>
          {channels.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field label={t('follow.startsAt')} type="datetime-local" value={form.startsAt} onValueChange={set('startsAt')} hint={t('form.startsAtHint')} error={errors.startsAt} />
        <Field label={t('follow.endsAt')} type="datetime-local" value={form.endsAt} onValueChange={set('endsAt')} error={errors.endsAt} />
        <Field label={t('follow.rewardCoin')} inputMode="numeric" value={form.rewardCoin} onValueChange={set('rewardCoin')} error={errors.rewardCoin} />
        <Field label={t('form.wagering')} inputMode="numeric" value={form.wagering} onValueChange={set('wagering')} hint={t('form.wageringHint')} error={errors.wagering} />
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {t('follow.create')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
