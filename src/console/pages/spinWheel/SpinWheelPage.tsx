import './spinTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { useLoad } from '../../useLoad.ts';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { PageHead } from '../../ui/PageHead.tsx';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { dailyMax, formOfSettings, settingsBody, type SpinForm } from './spinForm.ts';
import styles from './spinWheel.module.css';

type View = ConsoleCallResult<'consoleSpinConfig'>;

/**
 * The spin wheel's settings (admins; docs/spin.md "Console"): the switch, the daily free spins, the
 * deposit and bet sources and the wagering, audited on save; the slices read-only with their chances in
 * the table in force, and a link to the odds page for weights (prizes change only with a release).
 */
export default function SpinWheelPage() {
  const { t } = useTranslation('console-spin');
  const { state, set } = useLoad(async (signal) => consoleCall('consoleSpinConfig', {}, { signal }));
  // Here, not in the form: a save remounts the form with the saved values (its key is the save's time).
  const [saved, setSaved] = useState(false);
  return (
    <section>
      <PageHead title={t('title')} intro={t('intro')} state={state} />
      {state.status === 'ready' ? (
        <>
          {saved ? <Alert tone="success" message={t('saved')} /> : null}
          {state.data.settings ? (
            <SettingsForm
              key={state.data.updatedAt ?? 0}
              view={state.data}
              onEdit={() => setSaved(false)}
              onSaved={(view) => {
                set(view);
                setSaved(true);
              }}
            />
          ) : (
            <Alert message={t('unreadable')} />
          )}
          <Segments view={state.data} />
        </>
      ) : null}
    </section>
  );
}

function SettingsForm({ view, onEdit, onSaved }: { view: View; onEdit(): void; onSaved(view: View): void }) {
  const { t } = useTranslation('console-spin');
  const [form, setFormState] = useState<SpinForm>(() => formOfSettings(view.settings!));
  const setForm = (change: (f: SpinForm) => SpinForm) => {
    onEdit();
    setFormState(change);
  };
  const field = (key: Exclude<keyof SpinForm, 'enabled'>, label: string, hint?: string) => (
    <Field label={label} inputMode="numeric" value={form[key]} onValueChange={(value) => setForm((f) => ({ ...f, [key]: value }))} hint={hint} error={errors[key]} />
  );
  const checked = settingsBody(form);
  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => checked,
    save: async (body) => onSaved(await consoleCall('consoleSpinConfigSave', body)),
    translate: (key, params) => t(key, params),
    fieldOf: (name) => (name in form ? name : null),
  });

  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <Alert message={failure} />
      <label className={styles.check}>
        <input type="checkbox" checked={form.enabled} onChange={(event) => setForm((f) => ({ ...f, enabled: event.target.checked }))} />
        <span>{t('enabled')}</span>
      </label>
      {field('dailyFree', t('dailyFree'), t('dailyFreeHint'))}
      {(['deposit', 'bet'] as const).map((source) => (
        <fieldset key={source} className={styles.source}>
          <legend>{t(source)}</legend>
          {field(`${source}Step`, t('step'), t('stepHint'))}
          {field(`${source}Cap`, t('cap'))}
        </fieldset>
      ))}
      {field('wagering', t('wagering'), t('wageringHint'))}
      {'body' in checked ? <p className={page.muted}>{t('most', { count: dailyMax(checked.body) })}</p> : null}
      {view.updatedAt !== null ? <p className={page.muted}>{t('updated', { time: new Date(view.updatedAt).toLocaleString('en-PH', { timeZone: 'Asia/Manila' }) })}</p> : null}
      <div>
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function Segments({ view }: { view: View }) {
  const { t } = useTranslation('console-spin');
  const label = (s: { propId: number; count: number }) =>
    s.propId === 2001 ? t('prize.2001', { amount: (s.count / 100).toLocaleString('en-PH') }) : s.propId === 2002 || s.propId === 60001 ? t(`prize.${s.propId}`, { count: s.count, amount: s.count.toLocaleString('en-PH') }) : t('prize.other', { amount: s.count, propId: s.propId });
  return (
    <div className={styles.section}>
      <h2 className={page.subtitle}>{t('segments.title')}</h2>
      <p className={page.muted}>{t('segments.intro')}</p>
      <p>{view.tableVersion === null ? t('segments.noTable', { key: view.tableKey }) : t('segments.version', { key: view.tableKey, version: view.tableVersion, total: view.totalWeight.toLocaleString('en-PH') })}</p>
      <div className={page.tableWrap}>
        <table className={page.table}>
          <ColumnHeads columns={['position', 'prize', 'tier', 'weight', 'chance']} label={(column) => t(`segments.${column}`)} />
          <tbody>
            {view.segments.map((s, i) => (
              <tr key={s.id}>
                <td>{i + 1}</td>
                <td>{label(s)}</td>
                <td>{s.tier}</td>
                <td>{s.weight > 0 ? s.weight.toLocaleString('en-PH') : t('segments.missing')}</td>
                <td>{s.weight > 0 && view.totalWeight > 0 ? `${((s.weight / view.totalWeight) * 100).toFixed(2)}%` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link className={page.link} to={`/fairness?table=${encodeURIComponent(view.tableKey)}`}>
        {t('segments.oddsLink')}
      </Link>
    </div>
  );
}
