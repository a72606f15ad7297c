import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { RedDot } from '../../shared/ui/RedDot.tsx';
import { BONUS_FLAGS, hasDot, type DotFlags } from '../../shared/ui/redDots.ts';
import { useAppStore } from '../../store/index.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './home.module.css';

interface QuickLink {
  key: string;
  icon: IconName;
  to?: string;
  onClick?: () => void;
  /** A red dot from these server flags (spec §3); the member entry's is the top bar's account button. */
  dot?: DotFlags;
}

/** Shortcuts to the pages that exist: account pages for players, the auth forms for visitors. */
export function QuickLinks() {
  const { t } = useTranslation('home');
  const signedIn = useAppStore((s) => Boolean(s.token));
  const hasPassword = useAppStore((s) => s.balances?.hasPassword ?? true);
  const hasMobile = useAppStore((s) => Boolean(s.userInfo?.mobile ?? true));
  const open = useAppStore((s) => s.openAuthModal);
  const dots = useAppStore((s) => s.balances?.redDots);

  const links: QuickLink[] = signedIn
    ? [
        { key: 'member', icon: 'user', to: '/member' },
        { key: 'bonus', icon: 'gift', to: '/bonus', dot: BONUS_FLAGS },
        { key: 'profile', icon: 'edit', to: '/auth/info' },
        ...(hasPassword ? [] : [{ key: 'setPassword', icon: 'key', to: '/auth/set-password' } as const]),
        ...(hasMobile ? [] : [{ key: 'bind', icon: 'phone', to: '/auth/bind' } as const]),
      ]
    : [
        { key: 'signIn', icon: 'user', onClick: () => open({ kind: 'login', loginTab: 'phone' }) },
        { key: 'passwordSignIn', icon: 'lock', onClick: () => open({ kind: 'login', loginTab: 'account' }) },
        { key: 'register', icon: 'gift', onClick: () => open({ kind: 'register' }) },
        { key: 'forget', icon: 'key', onClick: () => open({ kind: 'forget' }) },
      ];

  return (
    <nav className={styles.quickLinks} aria-label={t('links.label')}>
      <h2 className={styles.sectionTitle}>{t('links.title')}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => {
          const content = (
            <>
              <span className={`${controls.iconBadge} ${styles.linkIcon}`}>
                <Icon name={link.icon} size={20} />
              </span>
              <span className={styles.linkText}>
                <span className={styles.linkTitle}>
                  {t(`links.${link.key}.title`)} {link.dot ? <RedDot on={hasDot(dots, link.dot)} label={t('badge', { ns: 'common' })} /> : null}
                </span>
                <span className={styles.linkSub}>{t(`links.${link.key}.text`)}</span>
              </span>
              <Icon name="chevronRight" size={18} className={styles.linkChevron} />
            </>
          );
          return (
            <li key={link.key}>
              {link.to ? (
                <Link to={link.to} className={styles.linkRow}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.linkRow} onClick={link.onClick}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
