import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import styles from './rewards.module.css';

/** What a section shows while its data is not there: a spinner, or the failure with a retry. */
export function LoadState({ failure, onRetry }: { failure: string | null; onRetry(): void }) {
  const { t } = useTranslation('rewards');
  if (!failure) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size={24} />
        <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      </div>
    );
  }
  return (
    <div className={styles.claimError}>
      <FormAlert message={`${t('loadFailed')} ${failure}`} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
