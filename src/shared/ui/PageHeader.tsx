import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from './Icon.tsx';
import styles from './page.module.css';

/** A sub-page heading with a back button (history back, or `fallback` on a deep link). */
export function PageHeader({ title, fallback = '/' }: { title: string; fallback?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    // idx 0 means this page was opened directly: "back" would leave the app.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <div className={styles.header}>
      <button type="button" className={styles.back} onClick={back} aria-label={t('actions.back')}>
        <Icon name="chevronLeft" size={22} />
      </button>
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
