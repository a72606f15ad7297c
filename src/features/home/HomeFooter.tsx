import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIN_AGE } from '../../../contract/enums.ts';
import { canOfferDownload } from '../../shared/platform/platform.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './home.module.css';

const LINKS = [
  { key: 'about', to: '/about-us' },
  { key: 'faq', to: '/faq' },
  { key: 'service', to: '/service' },
  { key: 'download', to: '/download' },
  { key: 'announcements', to: '/activity/notice' },
  { key: 'terms', to: '/terms-of-use' },
  { key: 'privacy', to: '/privacy-policy' },
] as const;

/** Links to the informational pages, the responsible-gaming line and a way to re-read the eligibility notice. */
export function HomeFooter() {
  const { t } = useTranslation('home');
  const reviewNotice = useAppStore((s) => s.reviewNotice);
  // Inside the wrapper or the installed app there is nothing to download.
  const links = canOfferDownload() ? LINKS : LINKS.filter((link) => link.key !== 'download');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.linksLabel')} className={styles.footerNav}>
        {links.map((link) => (
          <Link key={link.key} to={link.to} className={styles.footerNavLink}>
            {t(`footer.links.${link.key}`)}
          </Link>
        ))}
      </nav>
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
