import './bankPromoTexts.ts';
import { useState } from 'react';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { useTranslation } from 'react-i18next';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { bankPromoBody, formFieldOf, formOfTerms, type BankPromoForm } from './bankPromoForm.ts';

/**
 * The bank deposit bonus's terms (admins; docs/bankpromo.md "Console"): percent, cap, smallest deposit,
 * wagering and the bank channels, saved with a reason and audited; what has been paid so far. The
 * switch itself is the activities page's (activity 80).
 */
export default function BankPromoPage() {
  const { t } = useTranslation('console-bankpromo');
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleBankPromo', {}, { signal }));
  if (state.status === 'failed') return <Alert message={state.message} />;
  if (state.status !== 'ready') return <p className={page.muted}>{t('loading')}</p>;
  const view = state.data;
  return (
    <section>
      <h1>{t('title')}</h1>
      <p className={page.muted}>{t('intro')}</p>
      <p>{t('paid', { count: view.paid.count, total: formatPesoExact(view.paid.total) })}</p>
      <p className={page.muted}>{view.updatedAt !== null ? t('updated', { at: formatManilaDateTime(view.updatedAt), name: view.updatedBy ?? '' }) : t('defaults')}</p>
      {/* A save reloads the view; the form starts again from the saved terms. */}
      <TermsForm key={view.updatedAt ?? 0} view={view} onSaved={reload} />
    </section>
  );
}

function TermsForm({ view, onSaved }: { view: ConsoleCallResult<'consoleBankPromo'>; onSaved(): void }) {
  const { t } = useTranslation('console-bankpromo');
  const [form, setForm] = useState<BankPromoForm>(() => formOfTerms(view.terms));
  const [saved, setSaved] = useState(false);
  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => bankPromoBody(form),
    save: async (body) => {
      await consoleCall('consoleBankPromoSave', body);
      setSaved(true);
      onSaved();
    },
    translate: (key, params) => t(key, params),
    fieldOf: formFieldOf,
  });
  const set = (key: Exclude<keyof BankPromoForm, 'typeIds'>) => (value: string) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const toggle = (id: number) => setForm((f) => ({ ...f, typeIds: f.typeIds.includes(id) ? f.typeIds.filter((x) => x !== id) : [...f.typeIds, id] }));
  return (
    <>
      {saved ? <Alert tone="success" message={t('saved')} /> : null}
      <form className={page.form} onSubmit={submit} noValidate data-testid="bank-promo-form">
        <Field label={t('percent')} inputMode="numeric" value={form.percent} onValueChange={set('percent')} error={errors.percent} />
        <Field label={t('maxBonus')} inputMode="numeric" value={form.maxBonus} onValueChange={set('maxBonus')} error={errors.maxBonus} />
        <Field label={t('minDeposit')} inputMode="numeric" value={form.minDeposit} onValueChange={set('minDeposit')} error={errors.minDeposit} />
        <Field label={t('wagering')} inputMode="numeric" value={form.wagering} onValueChange={set('wagering')} error={errors.wagering} />
        <fieldset className={page.form}>
          <legend>{t('channels')}</legend>
          {view.channels.map((channel) => (
            <label key={channel.id}>
              <input type="checkbox" checked={form.typeIds.includes(channel.id)} onChange={() => toggle(channel.id)} /> {channel.name}
            </label>
          ))}
          {errors.typeIds ? <p role="alert">{errors.typeIds}</p> : null}
        </fieldset>
        <Field label={t('reason')} value={form.reason} onValueChange={set('reason')} error={errors.reason} />
        <Alert message={failure} />
        <div>
          <Button type="submit" busy={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </>
  );
}
