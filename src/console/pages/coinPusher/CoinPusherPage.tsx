import './pusherTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUSHER_LIMITS } from '../../../../contract/ops/pusher.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { PageHead } from '../../ui/PageHead.tsx';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { PusherOdds } from './PusherOdds.tsx';
import { addStake, formFieldOf, formOfSettings, removeStake, settingsBody, type PusherForm, type PusherView } from './pusherForm.ts';
import styles from './coinPusher.module.css';

/**
 * The coin pusher's settings (admins; docs/pusher.md "Console"): the switch, the stakes, the lanes and
 * the golden coin's worth, checked here as the server checks them and audited on save; read only, today's
 * drops and the prizes with their chances in the odds table in force (weights change on the odds page).
 */
export default function CoinPusherPage() {
  const { t } = useTranslation('console-pusher');
  const { state, set } = useLoad(async (signal) => consoleCall('consolePusherConfig', {}, { signal }));
  // Here, not in the form: a save remounts the form with the saved values (its key is the save's time).
  const [saved, setSaved] = useState(false);
  return (
    <section>
      <PageHead title={t('title')} intro={t('intro')} state={state} />
      {state.status === 'ready' ? (
        <>
          {saved ? <Alert tone="success" message={t('saved')} /> : null}
          <SettingsForm
            key={state.data.updatedAt ?? 0}
            view={state.data}
            onEdit={() => setSaved(false)}
            onSaved={(view) => {
              set(view);
              setSaved(true);
            }}
          />
          <Today view={state.data} />
          <PusherOdds view={state.data} />
        </>
      ) : null}
    </section>
  );
}

function SettingsForm({ view, onEdit, onSaved }: { view: PusherView; onEdit(): void; onSaved(view: PusherView): void }) {
  const { t } = useTranslation('console-pusher');
  const [form, setFormState] = useState<PusherForm>(() => formOfSettings(view.settings));
  const setForm = (change: (f: PusherForm) => PusherForm) => {
    onEdit();
    setFormState(change);
  };
  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => settingsBody(form),
    save: async (body) => onSaved(await consoleCall('consolePusherConfigSave', body)),
    translate: (key, params) => t(key, params),
    fieldOf: formFieldOf,
  });

  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <Alert message={failure} />
      <label className={styles.check}>
        <input type="checkbox" checked={form.enabled} onChange={(event) => setForm((f) => ({ ...f, enabled: event.target.checked }))} />
        <span>{t('enabled')}</span>
      </label>
      <fieldset className={styles.stakes}>
        <legend>{t('stakes')}</legend>
        <p className={page.muted}>{t('stakesHint', { max: PUSHER_LIMITS.stakes, most: PUSHER_LIMITS.stakePesos.toLocaleString('en-PH') })}</p>
        {form.stakes.map((stake, i) => (
          <div key={i} className={styles.stake}>
            <Field
              label={t('stake', { n: i + 1 })}
              inputMode="numeric"
              value={stake}
              onValueChange={(value) => setForm((f) => ({ ...f, stakes: f.stakes.map((s, j) => (j === i ? value : s)) }))}
              error={errors[`stakes.${i}`]}
            />
            <Button variant="ghost" size="sm" disabled={form.stakes.length <= 1} onClick={() => setForm((f) => removeStake(f, i))} aria-label={t('removeStake', { n: i + 1 })}>
              ×
            </Button>
          </div>
        ))}
        {errors.stakes ? <Alert message={errors.stakes} /> : null}
        <div>
          <Button variant="secondary" size="sm" disabled={form.stakes.length >= PUSHER_LIMITS.stakes} onClick={() => setForm(addStake)}>
            {t('addStake')}
          </Button>
        </div>
      </fieldset>
      <Field
        label={t('lanes')}
        inputMode="numeric"
        value={form.lanes}
        onValueChange={(lanes) => setForm((f) => ({ ...f, lanes }))}
        hint={t('lanesHint', PUSHER_LIMITS.lanes)}
        error={errors.lanes}
      />
      <Field
        label={t('goldenWorth')}
        inputMode="numeric"
        value={form.goldenWorth}
        onValueChange={(goldenWorth) => setForm((f) => ({ ...f, goldenWorth }))}
        hint={t('goldenWorthHint', { worth: view.settings.goldenWorth })}
        error={errors.goldenWorth}
      />
      <p className={page.muted}>{view.updatedAt !== null ? t('updated', { time: formatManilaDateTime(view.updatedAt) }) : t('neverSaved')}</p>
      <div>
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** Today's drops in Manila: how many, staked and paid to the centavo, and what share of the stakes was paid back. */
function Today({ view }: { view: PusherView }) {
  const { t } = useTranslation('console-pusher');
  const { drops, staked, paid } = view.today;
  return (
    <div className={styles.section}>
      <h2 className={page.subtitle}>{t('today.title')}</h2>
      <ul className={styles.figures} aria-label={t('today.title')}>
        <li>
          <span className={page.muted}>{t('today.drops')}</span>
          <span className={styles.figure}>{drops.toLocaleString('en-PH')}</span>
        </li>
        <li>
          <span className={page.muted}>{t('today.staked')}</span>
          <span className={styles.figure}>{formatPesoExact(staked)}</span>
        </li>
        <li>
          <span className={page.muted}>{t('today.paid')}</span>
          <span className={styles.figure}>{formatPesoExact(paid)}</span>
        </li>
        <li>
          <span className={page.muted}>{t('today.rtp')}</span>
          <span className={styles.figure}>{staked > 0 ? `${((paid / staked) * 100).toFixed(2)}%` : '—'}</span>
        </li>
      </ul>
    </div>
  );
}
