import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/ApiError.ts';
import { errorMessage, failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import styles from '../auth.module.css';
import '../i18n.ts';

/**
 * A sign-in refused because the account is paused (6003: a time-out or self-exclusion, with its end).
 * It only comes after the right password or SMS code, so offering the way out tells a stranger nothing.
 * Offered always, not only with a balance: the server knows the balance only after a sign-in, and the
 * withdraw-only session is also where a self-exclusion past its irrevocable months is ended.
 */
export function PausedSignIn({ refusal, withdraw, back }: { refusal: ApiError; withdraw(): Promise<void>; back(): void }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await withdraw();
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };
  return (
    <div className={styles.form} role="alertdialog" aria-label={t('paused.title')}>
      <FormAlert tone="info" message={errorMessage(refusal)} />
      <p className={styles.subtitle}>{t('paused.note')}</p>
      <FormAlert message={failure} />
      <Button block busy={busy} onClick={() => void go()}>
        {t('paused.withdraw')}
      </Button>
      <Button block variant="secondary" disabled={busy} onClick={back}>
        {t('paused.back')}
      </Button>
    </div>
  );
}
