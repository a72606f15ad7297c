import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './points.module.css';

/** What a section shows while its data is not there: a spinner, or the failure with a retry. */
export function LoadState({ failure, onRetry }: { failure: string | null; onRetry(): void }) {
  const { t } = useTranslation('points');
  if (!failure) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size={24} />
        <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <FormAlert message={`${t('loadFailed')} ${failure}`} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
