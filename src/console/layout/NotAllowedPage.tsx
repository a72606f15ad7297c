import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleSession } from '../session.ts';
import styles from './layout.module.css';

/** Shown for a page the operator's role may not open (opened by URL: the navigation does not offer it). */
export function NotAllowedPage() {
  const { t } = useTranslation('console');
  const { operator } = useConsoleSession();
  return (
    <section className={styles.status} data-testid="console-not-allowed">
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.body', { role: operator ? t(`roles.${operator.role}`) : '' })}</p>
      <Link to="/">{t('notAllowed.home')}</Link>
    </section>
  );
}
