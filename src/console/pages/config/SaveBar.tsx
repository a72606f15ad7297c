import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import type { SaveErrors } from './useConfigSave.ts';
import styles from './config.module.css';

/** The end of every configuration form: why (required, audited with the change), Save, and what happened. */
export function SaveBar({ reason, onReason, busy, errors, saved, label }: { reason: string; onReason(value: string): void; busy: boolean; errors: SaveErrors; saved: boolean; label?: string }) {
  const { t } = useTranslation('console-pages');
  const id = useId();
  const reasonError = errors.fields.reason;
  return (
    <div className={styles.saveBar}>
      <div className={styles.field}>
        <label htmlFor={id}>{t('config.reason.label')}</label>
        <input id={id} className={styles.input} value={reason} maxLength={500} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? `${id}-error` : undefined} onChange={(event) => onReason(event.target.value)} />
        {reasonError ? (
          <span id={`${id}-error`} className={styles.fieldError} role="alert">
            {reasonError}
          </span>
        ) : null}
      </div>
      <Button type="submit" size="sm" busy={busy}>
        {label ?? t('config.save')}
      </Button>
      <FormAlert message={errors.form} />
      {saved ? <FormAlert tone="success" message={t('config.saved')} /> : null}
    </div>
  );
}

/** A labelled input whose error (local or the server's, by field name) shows right under it. */
export function ConfigField({ label, value, onValue, error, inputMode, hint, type = 'text' }: { label: string; value: string; onValue(value: string): void; error?: string | undefined; inputMode?: 'numeric' | 'text'; hint?: string; type?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint && !error ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
