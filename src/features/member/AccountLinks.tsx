import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './member.module.css';
import './i18n.ts';

/** Settings: profile always; set-password and bind only while they still apply. */
export function AccountLinks() {
  const { t } = useTranslation('member');
  const hasPassword = useAppStore((s) => s.balances?.hasPassword ?? s.userInfo?.hasPassword ?? true);
  const hasMobile = useAppStore((s) => Boolean(s.userInfo?.mobile));

  const links: { key: string; to: string; icon: IconName; done?: boolean }[] = [
    { key: 'deposit', to: '/wallets?name=deposit&back=1', icon: 'plus' },
    { key: 'withdraw', to: '/wallets?name=withdraw&back=1', icon: 'wallet' },
    { key: 'cards', to: '/wallets/card/list', icon: 'bank' },
    { key: 'records', to: '/wallets/record', icon: 'copy' },
    { key: 'safebox', to: '/wallets/safebox', icon: 'lock' },
    { key: 'myGames', to: '/member/games', icon: 'star' },
    { key: 'betReport', to: '/member/report', icon: 'info' },
    { key: 'fairness', to: '/fairness', icon: 'shield' },
    { key: 'retrieve', to: '/member/retrieve-balance', icon: 'refresh' },
    { key: 'profile', to: '/member/profile', icon: 'edit' },
    { key: 'feedback', to: '/feedback', icon: 'info' },
    { key: 'security', to: '/member/security', icon: 'lock' },
    { key: 'selfLimited', to: '/member/self-limited', icon: 'shield' },
    { key: 'setPassword', to: '/auth/set-password', icon: 'key', done: hasPassword },
    { key: 'bind', to: '/auth/bind', icon: 'phone', done: hasMobile },
  ];

  return (
    <nav className={styles.card} aria-labelledby="member-settings">
      <h2 id="member-settings" className={styles.cardTitle}>
        {t('settings')}
      </h2>
      <ul className={styles.links}>
        {links
          .filter((link) => !link.done)
          .map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={styles.linkRow}>
                <span className={`${controls.iconBadge} ${styles.linkIcon}`}>
                  <Icon name={link.icon} size={20} />
                </span>
                <span className={styles.linkTitle}>{t(`links.${link.key}`)}</span>
                <Icon name="chevronRight" size={18} className={styles.chevron} />
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
