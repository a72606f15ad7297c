import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '../../../contract/enums.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './home.module.css';

/** Responsible-gaming line and a way to re-read the eligibility notice. */
export function HomeFooter() {
  const { t } = useTranslation('home');
  const reviewNotice = useAppStore((s) => s.reviewNotice);
  return (
    <footer className={styles.footer}>
      <p className={styles.footerBadge}>
        <Icon name="shield" size={16} />
        <span>{t('responsible', { ns: 'common', age: MIN_AGE })}</span>
      </p>
      <p className={styles.footerText}>{t('footer.text', { age: MIN_AGE })}</p>
      <button type="button" className={styles.footerLink} onClick={reviewNotice}>
        {t('footer.notice')}
      </button>
    </footer>
  );
}
