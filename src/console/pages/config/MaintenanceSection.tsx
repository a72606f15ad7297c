import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { manilaInputValue, manilaIso } from '../dashboard/manila.ts';
import { Field } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

/** Maintenance on or off, with an optional end the players are told (Manila time). Operators keep working meanwhile. */
export function MaintenanceSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [on, setOn] = useState(config.maintenance.status);
  const [until, setUntil] = useState(config.maintenance.until ? manilaInputValue(config.maintenance.until) : '');
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setOn(next.maintenance.status);
    setUntil(next.maintenance.until ? manilaInputValue(next.maintenance.until) : '');
    setReason('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const untilIso = until ? manilaIso(until) : null;
    const local: Record<string, string> = until && !untilIso ? { 'value.until': t('config.errors.time') } : {};
    void save(reason, local, ['value.status', 'value.until'], (why) => consoleCall('consoleConfigSet', { key: 'maintenance', value: { status: on, until: on ? untilIso : null }, reason: why }));
  };
  return (
    <form className={styles.section} aria-labelledby="config-maintenance" onSubmit={submit} noValidate>
      <h2 id="config-maintenance" className={styles.sectionTitle}>
        {t('config.maintenance.title')}
      </h2>
      <p className={styles.state} role="status">
        {config.maintenance.status ? t('config.maintenance.isOn') : t('config.maintenance.isOff')}
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
        <span>{t('config.maintenance.on')}</span>
      </label>
      {errors.fields['value.status'] ? <span className={styles.fieldError}>{errors.fields['value.status']}</span> : null}
      {on ? <Field label={t('config.maintenance.until')} type="datetime-local" value={until} onValueChange={setUntil} error={errors.fields['value.until']} hint={t('config.maintenance.untilHint')} /> : null}
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}
