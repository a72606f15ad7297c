import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StatusPage, StatusPath } from '../../shared/ui/StatusPage.tsx';
import styles from './errors.module.css';

/**
 * "Page not found" plus the path (spec §8): for an unknown path (NotFoundPage) and for a route whose
 * validation failed (the error boundary inside the layout), so both read the same.
 */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusPage
      code={404}
      title={t('notFound.title')}
      actions={
        <Link to="/" className={styles.homeLink}>
          {t('actions.goHome')}
        </Link>
      }
    >
      <p>
        {t('notFound.pathLabel')} <StatusPath>{pathname}</StatusPath>
      </p>
      <p>{t('notFound.body')}</p>
    </StatusPage>
  );
}
