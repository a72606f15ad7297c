import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './layout.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('console');
  return (
    <section className={styles.status}>
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notAllowed.home')}</Link>
    </section>
  );
}
