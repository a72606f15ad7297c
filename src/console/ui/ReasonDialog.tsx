import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorMessage } from '../errors.ts';
import { Actions, Alert, Button, Dialog, Field } from './controls.tsx';
import styles from './controls.module.css';

const MAX_REASON = 500;

/**
 * Asks the reason an action needs (the audit keeps it) and runs the action with it. The action's
 * failure shows in the dialog, unless `onFailure` takes it (and answers true). `label` and `hint` say
 * who reads it when it is not only the audit (a rejected withdrawal's reason is the player's to read).
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  danger,
  label,
  hint,
  onConfirm,
  onClose,
}: {
  title: string;
  description?: string;
  confirmLabel: string;
  danger?: boolean;
  label?: string;
  hint?: string;
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('reason.missing'));
    setBusy(true);
    setError(null);
    try {
      await onConfirm(trimmed);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={busy ? undefined : onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.stack}>
        {description ? <p className={styles.text}>{description}</p> : null}
        <Field label={label ?? t('reason.label')} hint={hint ?? t('reason.hint')} value={reason} onValueChange={setReason} maxLength={MAX_REASON} autoFocus required />
        <Alert message={error} />
        <Actions>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
