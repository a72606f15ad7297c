import { useTranslation } from 'react-i18next';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import type { SaveErrors, SaveOutcome } from './useConfigSave.ts';
import styles from './config.module.css';

/** The end of every configuration form: why (required, audited with the change), Save, and what happened. */
export function SaveBar({ reason, onReason, busy, errors, saved }: { reason: string; onReason(value: string): void; busy: boolean; errors: SaveErrors; saved: SaveOutcome }) {
  const { t } = useTranslation('console-pages');
  return (
    <div className={styles.saveBar}>
      <Field label={t('config.reason.label')} value={reason} onValueChange={onReason} maxLength={500} error={errors.fields.reason} />
      <Button type="submit" size="sm" busy={busy}>
        {t('config.save')}
      </Button>
      <Alert message={errors.form} />
      {saved === 'saved' ? <Alert tone="success" message={t('config.saved')} /> : null}
      {saved === 'pending' ? <Alert tone="warning" message={t('config.sentForApproval')} /> : null}
    </div>
  );
}
