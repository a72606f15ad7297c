import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Field } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { activityNames } from './activityNames.ts';
import { typedWhole } from './typedAmount.ts';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

type Activity = ConsoleConfig['activities'][number];


/** Every activity, by sort: on/off and its place, each saved on its own with a reason. */
export function ActivitiesSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  return (
    <section className={styles.section} aria-labelledby="config-activities">
      <h2 id="config-activities" className={styles.sectionTitle}>
        {t('config.activities.title')}
      </h2>
      {config.activities.length === 0 ? <p className={styles.hint}>{t('config.activities.none')}</p> : null}
      {config.activities.map((activity) => (
        <ActivityForm key={activity.type} activity={activity} onSaved={onSaved} />
      ))}
    </section>
  );
}

function ActivityForm({ activity, onSaved }: { activity: Activity; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [on, setOn] = useState(activity.status);
  const [sort, setSort] = useState(String(activity.sort));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    const now = next.activities.find((entry) => entry.type === activity.type);
    if (now) {
      setOn(now.status);
      setSort(String(now.sort));
    }
    setReason('');
  });
  const name = activityNames[activity.type];
  const label = name ? t(`config.activities.names.${name}`, { defaultValue: name }) : t('config.activities.unnamed', { type: activity.type });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typedSort = typedWhole(sort);
    const local: Record<string, string> = typedSort === null ? { sort: t('config.errors.whole') } : {};
    void save(reason, local, ['status', 'sort'], (why) => consoleCall('consoleActivityUpdate', { type: activity.type, status: on, sort: typedSort ?? activity.sort, reason: why }));
  };
  return (
    <form className={styles.row} onSubmit={submit} noValidate aria-label={label}>
      <h3 className={styles.rowName}>
        {label} <span className={styles.hint}>{t('config.activities.type', { type: activity.type })}</span>
      </h3>
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
        <span>{t('config.on')}</span>
      </label>
      {errors.fields.status ? <span className={styles.fieldError}>{errors.fields.status}</span> : null}
      <Field label={t('config.activities.sort')} inputMode="numeric" value={sort} onValueChange={setSort} error={errors.fields.sort} />
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}
