import { useEffect, useId, useRef, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './controls.module.css';

/*
 * The console's controls (its own, not shared/ui's: see controls.module.css for why). The other
 * console pages use these too.
 */

export interface ConsoleButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  /** Shows a spinner and blocks a second press while the call runs. */
  busy?: boolean;
}

export function Button({ variant = 'primary', size = 'md', busy, className, children, disabled, type = 'button', ...rest }: ConsoleButtonProps) {
  const classes = [styles.button, styles[variant], size === 'sm' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | null;
  hint?: string;
}

/** A labelled input (reachable by its label for screen readers and tests). */
export function Field({ label, value, onValueChange, error, hint, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled <select>. */
export function SelectField({ label, value, onValueChange, children, id }: { label: string; value: string; onValueChange(value: string): void; children: ReactNode; id?: string }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} className={styles.input} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** A message not tied to one field: an error (announced at once), a success, a note or a warning. */
export function Alert({ message, tone = 'error' }: { message: ReactNode; tone?: 'error' | 'success' | 'info' | 'warning' }) {
  if (message === null || message === undefined || message === '' || message === false) return null;
  return (
    <p className={`${styles.alert} ${styles[`alert_${tone}`]}`} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}

/**
 * A modal dialog (native <dialog> with showModal(): focus stays inside, the page behind is inert),
 * named by its title. Escape calls onClose when one is given.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose?: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

/** The row of buttons at a dialog's or form's end. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.dialogActions}>{children}</div>;
}
