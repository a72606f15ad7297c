import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Translated message shown under the field (and announced). */
  error?: string | null;
  hint?: string;
  /** A control inside the field's right edge, e.g. "Send code" or "Show password". */
  trailing?: ReactNode;
  leading?: ReactNode;
}

/** A labelled input: the <label> makes it reachable by getByLabel and by screen readers. */
export function TextField({ label, value, onValueChange, error, hint, trailing, leading, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, error ? styles.fieldInvalid : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        {leading ? <span className={styles.leading}>{leading}</span> : null}
        <input
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
